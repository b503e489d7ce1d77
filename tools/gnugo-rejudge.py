#!/usr/bin/env python3
"""Judges the final position of every GNU Go self-play game of a folder again, with GNU Go at its default level (10):
loads each SGF into a fresh `gnugo --mode gtp --level 10` (under the file's rules), asks `final_status_list dead` and
`final_status_list seki`, and writes the answers, one JSON object a line in file-name order, to
FOLDER/gnugo-level10.jsonl. The games themselves were judged at the level they were played at (often 0 or 1); this
is GNU Go's best judgement of the same positions.

Usage: tools/gnugo-rejudge.py FOLDER [FOLDER ...]   (GNU Go at /usr/games/gnugo; two processes at a time)"""
import glob, json, os, subprocess, sys
from concurrent.futures import ThreadPoolExecutor

GNUGO = "/usr/games/gnugo"


def judge(path):
    with open(path, encoding="utf-8") as f:
        rules = "--chinese-rules" if "RU[Chinese]" in f.read() else "--japanese-rules"
    out = subprocess.run([GNUGO, "--mode", "gtp", "--level", "10", rules], capture_output=True, text=True, check=True,
                         input=f"loadsgf {path}\nfinal_status_list dead\nfinal_status_list seki\nquit\n").stdout
    answers = [b.strip() for b in out.split("\n\n") if b.strip()]
    if len(answers) < 3 or not all(a.startswith("=") for a in answers[:3]):
        raise RuntimeError(f"{path}: {answers}")
    return {"file": os.path.basename(path), "dead": sorted(answers[1][1:].split()),
            "seki": sorted(answers[2][1:].split())}


if __name__ == "__main__":
    for folder in sys.argv[1:]:
        files = sorted(glob.glob(os.path.join(folder, "*.sgf")))
        with ThreadPoolExecutor(2) as pool:
            lines = [json.dumps(r) for r in pool.map(judge, files)]
        with open(os.path.join(folder, "gnugo-level10.jsonl"), "w", encoding="utf-8") as out:
            out.write("\n".join(lines) + "\n")
        print(f"{folder}: {len(lines)} games judged again at level 10", flush=True)
