// Parse throughput of @sabaki/sgf on every .sgf file below a folder: bytes in, game trees out (parseBuffer, the
// bytes API, like SgfReader.read(byte[])). Usage: node bench.js FOLDER WARMUP ROUNDS
// Prints one line per measured round: "MB/s <value>", then the median.
const sgf = require('@sabaki/sgf');
const fs = require('fs');
const path = require('path');

function walk(dir, out) {
  for (const f of fs.readdirSync(dir)) {
    const p = path.join(dir, f);
    if (fs.statSync(p).isDirectory()) walk(p, out);
    else if (p.toLowerCase().endsWith('.sgf')) out.push(p);
  }
  return out;
}

const [folder, warmup, rounds] = [process.argv[2], +process.argv[3] || 2, +process.argv[4] || 5];
const files = walk(folder, []).sort().map((p) => fs.readFileSync(p));
const total = files.reduce((n, b) => n + b.length, 0);
const rates = [];
for (let r = 0; r < warmup + rounds; r++) {
  const t0 = process.hrtime.bigint();
  let trees = 0;
  for (const b of files) trees += sgf.parseBuffer(b).length;
  const s = Number(process.hrtime.bigint() - t0) / 1e9;
  if (trees !== files.length) throw new Error(`read ${trees} trees from ${files.length} files`);
  if (r >= warmup) {
    rates.push(total / 1e6 / s);
    console.log(`MB/s ${(total / 1e6 / s).toFixed(3)}`);
  }
}
rates.sort((a, b) => a - b);
console.log(`median ${rates[Math.floor(rates.length / 2)].toFixed(3)}`);
