#!/usr/bin/env python3
"""GNU Go 3.8 self-play: plays a game with one gnugo process generating both colours, then asks its
final_status_list dead / seki and final_score, writes an SGF with the moves and the answers in a comment."""
import subprocess, sys, os, json

def gtp(p, cmd):
    p.stdin.write(cmd + "\n"); p.stdin.flush()
    out = []
    while True:
        line = p.stdout.readline()
        if line == "":
            raise RuntimeError("gnugo died on " + cmd)
        line = line.rstrip("\n")
        if line == "":
            if out: break
            continue
        out.append(line)
    text = "\n".join(out)
    if text.startswith("?"):
        raise RuntimeError(cmd + ": " + text)
    return text[1:].strip()

def play(size, level, seed, rules, outdir, idx):
    args = ["/usr/games/gnugo", "--mode", "gtp", "--level", str(level), "--seed", str(seed),
            "--chinese-rules" if rules == "Chinese" else "--japanese-rules"]
    p = subprocess.Popen(args, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    gtp(p, f"boardsize {size}"); gtp(p, "clear_board")
    komi = 7.5 if rules == "Chinese" else 6.5
    gtp(p, f"komi {komi}")
    moves = []
    colour = "B"
    # GNU Go plays every move; its --seed is the only source of variety (at level 10 on 9x9 many seeds give the
    # same game, so the samples keep only games whose final position is new)
    passes = 0
    n = 0
    while passes < 2 and n < size * size * 3:
        v = gtp(p, f"genmove {colour}")
        moves.append((colour, v))
        passes = passes + 1 if v.upper() == "PASS" else 0
        if v.upper() == "RESIGN":
            break
        colour = "W" if colour == "B" else "B"
        n += 1
    if moves[-1][1].upper() == "RESIGN":
        p.kill(); return None
    dead = gtp(p, "final_status_list dead").split()
    seki = gtp(p, "final_status_list seki").split()
    score = gtp(p, "final_score")
    p.stdin.write("quit\n"); p.stdin.flush(); p.wait()
    letters = "abcdefghjklmnopqrstuvwxyz"
    def sgf(v):
        if v.upper() == "PASS": return ""
        x = letters.index(v[0].lower()); y = size - int(v[1:])
        return "abcdefghijklmnopqrstuvwxyz"[x] + "abcdefghijklmnopqrstuvwxyz"[y]
    body = "".join(f";{c}[{sgf(v)}]" for c, v in moves)
    info = {"dead": dead, "seki": seki, "final_score": score, "level": level, "seed": seed}
    text = (f"(;GM[1]FF[4]CA[UTF-8]AP[GNU Go:3.8]SZ[{size}]KM[{komi}]RU[{rules}]RE[{score}]"
            "GC[" + json.dumps(info).replace("\\", "\\\\").replace("]", "\\]") + "]" + body + ")\n")
    name = f"{outdir}/gnugo-{size}x{size}-{idx:03d}.sgf"
    open(name, "w").write(text)
    return name

if __name__ == "__main__":
    size, level, first, count, outdir = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4]), sys.argv[5]
    os.makedirs(outdir, exist_ok=True)
    for i in range(first, first + count):
        rules = "Chinese" if i % 2 == 0 else "Japanese"
        r = play(size, level, 1000 + i, rules, outdir, i)
        print(r, flush=True)
