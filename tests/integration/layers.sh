#!/bin/bash
# layers: the analyzer's files depend on each other one way, as
# analyzer/README.md draws it: the commands (analyzer/*.c) -> plot/ ->
# report/ and compare/ -> findings/ -> pass/ -> lib/.  From the objects of
# the build (nm: what each file defines and what it calls), it checks that
# no file calls into a folder above its own, that report/ and compare/ do
# not call each other, and that no files call each other in a circle.
# It is tested on a planted circle and a planted upward call.
. "$(dirname "$0")/../lib.sh"
cd "$TOP" || exit 1
command -v nm >/dev/null || skip_all "nm is not installed (binutils)"
[ -f build/analyzer/main.o ] || skip_all "no build/ to read (make first)"

cat >"$TMP/layers.py" <<'PY'
"""layers.py BUILD [EXTRA.o...]: the dependency rules of the analyzer."""
import collections, glob, os, subprocess, sys

RANK = {"lib": 0, "analyzer/pass": 1, "analyzer/findings": 2, "analyzer/report": 3,
        "analyzer/compare": 3, "analyzer/plot": 4, "analyzer": 5}
build = sys.argv[1]
# the objects of today's sources only: a build folder may hold objects of
# files since moved or removed
srcs = sorted(glob.glob("analyzer/**/*.c", recursive=True) + glob.glob("lib/*.c"))
objs = [build + "/" + c[:-2] + ".o" for c in srcs]
missing = [o for o in objs if not os.path.exists(o)]
if missing:
    print("MISSING " + " ".join(missing))
objs = [o for o in objs if os.path.exists(o)] + sys.argv[2:]
defs, uses = {}, {}
for o in objs:
    name = os.path.relpath(o, build)[:-2] if o.startswith(build) else "analyzer/pass/" + os.path.basename(o)[:-2]
    u = set()
    for line in subprocess.check_output(["nm", o], text=True).splitlines():
        f = line.split()
        if len(f) == 3 and f[1] in "TDBRC":
            defs[f[2]] = name
        elif len(f) == 2 and f[0] == "U":
            u.add(f[1])
    uses[name] = u
edges = collections.defaultdict(dict)
for n, u in uses.items():
    for s in sorted(u):
        d = defs.get(s)
        if d and d != n:
            edges[n].setdefault(d, s)
bad = 0
for n in sorted(edges):
    for d, sym in sorted(edges[n].items()):
        fn, fd = os.path.dirname(n), os.path.dirname(d)
        if fn != fd and RANK.get(fn, -1) <= RANK.get(fd, -1):
            print("UP %s -> %s (%s)" % (n, d, sym))
            bad += 1
# circles: strongly connected components of more than one file (Tarjan)
index, low, stack, on, n_ = {}, {}, [], set(), [0]
sys.setrecursionlimit(10000)
def visit(v):
    index[v] = low[v] = n_[0]; n_[0] += 1; stack.append(v); on.add(v)
    for w in edges[v]:
        if w not in index:
            visit(w); low[v] = min(low[v], low[w])
        elif w in on:
            low[v] = min(low[v], index[w])
    if low[v] == index[v]:
        comp = []
        while True:
            w = stack.pop(); on.discard(w); comp.append(w)
            if w == v:
                break
        if len(comp) > 1:
            print("CIRCLE " + " ".join(sorted(comp)))
for v in sorted(uses):
    if v not in index:
        visit(v)
print("FILES %d EDGES %d" % (len(uses), sum(len(e) for e in edges.values())))
PY

out=$(python3 "$TMP/layers.py" build)
files=$(echo "$out" | sed -n 's/^FILES \([0-9]*\) .*/\1/p')
check "layers: the objects of the analyzer and lib/ read ($files files)" test "${files:-0}" -gt 40
check_eq "layers: every source has its object" "$(echo "$out" | grep '^MISSING' || true)" ""
check_eq "layers: no file calls into a folder above its own" \
	"$(echo "$out" | grep '^UP' || true)" ""
check_eq "layers: no files call each other in a circle" \
	"$(echo "$out" | grep '^CIRCLE' || true)" ""

# the rules catch what they are for: a pass file that calls into findings/
# (upward) and back (a circle), compiled beside the build's objects
cat >"$TMP/planted.c" <<'C'
#include "findings/findings.h"
void planted(struct analysis *a);
void planted(struct analysis *a) { findings_run(a); }
C
if cc -std=gnu11 -D_GNU_SOURCE -Ilib -Ianalyzer -Ibuild $(pkg-config --cflags sqlite3 2>/dev/null) \
	-c -o "$TMP/planted.o" "$TMP/planted.c" 2>"$TMP/cc.err"; then
	out=$(python3 "$TMP/layers.py" build "$TMP/planted.o")
	check "layers: a pass file calling findings_run is an upward call" \
		grep -q '^UP analyzer/pass/planted -> analyzer/findings/findings (findings_run)' <<<"$out"
	# two files of the pass that call each other
	cat >"$TMP/circle_a.c" <<'C'
void circle_b(int n);
void circle_a(int n);
void circle_a(int n) { if (n) circle_b(n - 1); }
C
	cat >"$TMP/circle_b.c" <<'C'
void circle_a(int n);
void circle_b(int n);
void circle_b(int n) { if (n) circle_a(n - 1); }
C
	cc -c -o "$TMP/circle_a.o" "$TMP/circle_a.c" && cc -c -o "$TMP/circle_b.o" "$TMP/circle_b.c"
	out=$(python3 "$TMP/layers.py" build "$TMP/circle_a.o" "$TMP/circle_b.o")
	check "layers: two files calling each other are a circle" \
		grep -q '^CIRCLE analyzer/pass/circle_a analyzer/pass/circle_b$' <<<"$out"
else
	fail "layers: the planted file does not compile: $(head -3 "$TMP/cc.err")"
fi
t_done
