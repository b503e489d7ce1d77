package io.github.tengen.go.gtp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code @sabaki/gtp} 3.0.0, the controller library of Sabaki, drives our engine as a process: startup commands
 * pipelined, its state tracker's sync (a history, then a diverging one that forces undo), an analysis stream that
 * Sabaki aborts by sending its next command, genmove, a clean stop. Needs node and the package, which
 * {@code .ci/run} installs with {@code npm install --prefix ~/.cache/tengen/node @sabaki/gtp@3.0.0}
 * ({@code TENGEN_NODE_MODULES} names another folder); skipped with a message otherwise.
 */
@Tag("slow") // left out by -Pquick
class SabakiGtpTest {

  private static final String SCRIPT = """
      const {Controller, ControllerStateTracker} = require('@sabaki/gtp');
      (async () => {
        const c = new Controller(process.argv[2], JSON.parse(process.argv[3]));
        c.start();
        const out = [];
        const first = await Promise.all(['name', 'version', 'protocol_version', 'list_commands']
            .map(name => c.sendCommand({name})));
        out.push(...first.map(r => (r.error ? '?' : '=') + r.content.split('\\n')[0]));
        const t = new ControllerStateTracker(c);
        const play = (color, v) => ({name: 'play', args: [color, v]});
        await t.sync({komi: 6.5, boardsize: [9, 9], history: [play('B', 'E5'), play('W', 'C3'), play('B', 'D4')]});
        out.push('black ' + (await c.sendCommand({name: 'list_stones', args: ['black']})).content);
        await t.sync({komi: 6.5, boardsize: [9, 9], history: [play('B', 'E5'), play('W', 'G7')]});
        out.push('white ' + (await c.sendCommand({name: 'list_stones', args: ['white']})).content);
        out.push('black ' + (await c.sendCommand({name: 'list_stones', args: ['black']})).content);
        let infos = 0;
        const analysis = c.sendCommand({name: 'lz-analyze', args: ['B', '5']}, ({line}) => {
          if (line.startsWith('info')) infos++;
        });
        await new Promise(resolve => setTimeout(resolve, 1500));
        const abort = c.sendCommand({name: 'protocol_version'});
        await analysis;
        out.push('abort ' + (await abort).content);
        out.push('infos ' + (infos > 0));
        const g = await c.sendCommand({name: 'genmove', args: ['B']});
        out.push('genmove ' + (g.error ? '?' : '=') + (/^[A-HJ-T][0-9]$/.test(g.content) ? 'vertex' : g.content));
        await c.stop();
        out.push('stopped');
        console.log(JSON.stringify(out));
      })().catch(e => { console.error(e); process.exit(1); });
      """;

  @Test
  void sabakisControllerDrivesOurEngine(@TempDir Path dir) throws IOException, InterruptedException {
    Path modules = Path.of(System.getenv().getOrDefault("TENGEN_NODE_MODULES",
        System.getProperty("user.home") + "/.cache/tengen/node"), "node_modules");
    boolean node = Files.isExecutable(Path.of("/usr/bin/node")) || Files.isExecutable(Path.of("/usr/local/bin/node"));
    assumeTrue(node && Files.isDirectory(modules.resolve("@sabaki/gtp")), "skipped: node or @sabaki/gtp is absent"
        + " (npm install --prefix ~/.cache/tengen/node @sabaki/gtp@3.0.0; .ci/run does this)");
    Path script = dir.resolve("drive.js");
    Files.writeString(script, SCRIPT, StandardCharsets.UTF_8);
    List<String> engine = Engines.engineCommand("--playouts", "200", "--seed", "2");
    JsonArray args = new JsonArray();
    engine.subList(1, engine.size()).forEach(args::add);
    List<String> cmd = new ArrayList<>(List.of("node", script.toString(), engine.get(0), args.toString()));
    Path outFile = dir.resolve("out.txt");
    Path errFile = dir.resolve("err.txt");
    ProcessBuilder pb = new ProcessBuilder(cmd).redirectOutput(outFile.toFile()).redirectError(errFile.toFile());
    pb.environment().put("NODE_PATH", modules.toString());
    Process p = pb.start();
    boolean finished = p.waitFor(120, TimeUnit.SECONDS);
    if (!finished) {
      p.descendants().forEach(ProcessHandle::destroyForcibly);
      p.destroyForcibly();
    }
    String out = Files.readString(outFile);
    String err = Files.readString(errFile);
    assertTrue(finished, "node did not finish: " + out + err);
    assertEquals(0, p.exitValue(), out + err);
    JsonArray r = JsonParser.parseString(out.trim()).getAsJsonArray();
    List<String> got = new ArrayList<>();
    r.forEach(e -> got.add(e.getAsString()));
    System.out.println("@sabaki/gtp 3.0.0 driving our engine: " + got);
    assertEquals("=Tengen montecarlo", got.get(0));
    assertEquals("=0.1.0", got.get(1));
    assertEquals("=2", got.get(2));
    assertTrue(got.get(3).startsWith("="), got.get(3));
    assertEquals("black D4 E5", got.get(4).replace("E5 D4", "D4 E5"));
    assertEquals("white G7", got.get(5), "the diverging history was synced by undo or replay");
    assertEquals("black E5", got.get(6));
    assertEquals("abort 2", got.get(7));
    assertEquals("infos true", got.get(8));
    assertEquals("genmove =vertex", got.get(9));
    assertEquals("stopped", got.get(10));
  }
}
