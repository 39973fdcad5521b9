#!/bin/bash
# plot_compare: pstate-analyze plot --compare on a tiny set of labelled runs
# (synthetic traces, one per run, imported with --label, --param, --benchmark
# and small fake benchmark logs; energy counters added with sqlite3 so that
# perf-per-watt exists): the ratio bars, the perf-per-watt bars and the
# scaling lines hold the numbers of pstate-analyze compare --format json,
# labels missing a parameter value are left out of it, and every figure
# renders with gnuplot with nothing on stderr.
# Then the bug report's experiment (tests/synth/experiment.py: six
# DRIVER/GOVERNOR configurations, the six benchmarks, repeats, traces of 256
# CPUs): the data files
# hold compare's numbers in the table's order, the bars are grouped by
# driver with one colour per governor, the legend names each governor once;
# the same runs relabelled with long labels of another form: the legend
# names the baseline once.  Every figure renders without a gnuplot warning
# and nothing is drawn at the edge of its PNG (where a cut title would be;
# the checker is shown a figure made to cut its title).
# long
. "$(dirname "$0")/../lib.sh"
for t in python3 sqlite3; do
	command -v $t >/dev/null || skip_all "$t is not installed (make deps)"
done
# the checkers' common part: TAP lines, numbers, the blocks of a .dat
cat >"$TMP/figcheck.py" <<'EOF'
import os
failed = 0


def ok(cond, name):
    global failed
    print(("ok - " if cond else "not ok - ") + name)
    failed += not cond


def done():
    raise SystemExit(1 if failed else 0)


def near(a, b):
    if a is None or b is None:
        return a is None and b is None
    return abs(a - b) <= 1e-5 * max(1, abs(b))


def num(s):
    return None if s == "NaN" else float(s)


def gp_unquote(s):
    """the string a gnuplot literal as plot writes it stands for: single-quoted
    pieces joined by the constants "'" and "\\n" """
    out, pos = "", 0
    while True:
        assert s[pos] == "'", s
        end = s.index("'", pos + 1)
        out += s[pos + 1:end]
        pos = end + 1
        if pos == len(s):
            return out
        for join, what in ((""" . "'" . """, "'"), (""" . "\\n" . """, "\n")):
            if s.startswith(join, pos):
                out += what
                pos += len(join)
                break
        else:
            raise ValueError(s)


def block_heads(d, name):
    """the blocks "# label N: 'NAME'" of d/name in file order: [(N, NAME, rows)]"""
    out = []
    for chunk in open(os.path.join(d, name)).read().split("\n\n\n"):
        lines = [l for l in chunk.split("\n") if l]
        if lines and lines[0].startswith("# label "):
            n, name_ = lines[0][8:].split(": ", 1)
            out.append((int(n), gp_unquote(name_),
                        [l.split() for l in lines if not l.startswith("#")]))
    return out


def blocks(d, name):
    """the blocks of d/name in file order: [(NAME, rows)]"""
    return [(label, rows) for _, label, rows in block_heads(d, name)]


def legend(gp):
    """the titles of a script's legend (not the figure's title)"""
    return re.findall(r" title '((?:[^']|'')*)'",
                      "\n".join(l for l in gp.split("\n") if not l.startswith("set ")))
EOF
sed -i '1i import re' "$TMP/figcheck.py"

# run LABEL BENCH PARAM VALUE LOGLINE WATTS: one database, its benchmark log
# and a package energy counter at WATTS; a trace of its own (another seed),
# since one trace imported twice is the same run (compare leaves it out)
n=0
run() {
	local db=$TMP/runs/$1-$2-$4-$n.db
	n=$((n + 1))
	mkdir -p "$TMP/runs"
	synth_copy "$TMP/s$n" --scenario tbench-fast --seed $((n + 1)) --events 3000 --no-truth ||
		fail "synth.py seed $((n + 1))"
	printf '%s\n' "$5" >"$TMP/log"
	"$PSTATE_TRACE" import -q -o "$db" --label "$1" --benchmark "$2" --param "$3=$4" \
		--workload-log "$TMP/log" "$TMP/s$n/trace.txt" || fail "import $db"
	q "$db" "INSERT INTO counter VALUES ('power/energy-pkg', 'Joules', 1e-6, 'package', 'perf');
	WITH RECURSIVE k(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM k WHERE i < 10)
	INSERT INTO counter_sample SELECT (SELECT value FROM meta WHERE key = 't_start_ns') +
	  i * ((SELECT value FROM meta WHERE key = 't_end_ns') -
	       (SELECT value FROM meta WHERE key = 't_start_ns')) / 10, 0, 'power/energy-pkg',
	  i * $6 * ((SELECT value FROM meta WHERE key = 't_end_ns') -
	       (SELECT value FROM meta WHERE key = 't_start_ns')) / 10 / 1000 FROM k;"
}
for r in 1 2; do
	for c in 1 4; do
		run base tbench clients $c "Throughput $((100 * c + r)).5 MB/sec  $c clients  $c procs  max_latency=1.0 ms" 20
		run new tbench clients $c "Throughput $((110 * c + 2 * r)).5 MB/sec  $c clients  $c procs  max_latency=1.0 ms" 25
	done
	for g in 1 2; do
		run base hackbench groups $g "Time: 0.$((30 * g + r))" 20
		run new hackbench groups $g "Time: 0.$((27 * g + r))" 25
	done
done
# a label with one value only, slower
run odd tbench clients 4 "Throughput 350.5 MB/sec  4 clients  4 procs  max_latency=1.0 ms" 30

"$PSTATE_ANALYZE" compare --format json "$TMP"/runs/*.db >"$TMP/cmp.json" 2>"$TMP/cmp.err"
check_eq "compare: exit 0" "$?" 0
"$PSTATE_ANALYZE" plot --compare "$TMP"/runs/*.db -o "$TMP/plots" >"$TMP/plot.out" 2>"$TMP/plot.err"
check_eq "plot --compare: exit 0" "$?" 0
if [ -s "$TMP/plot.err" ]; then
	fail "plot --compare printed on stderr: $(head -3 "$TMP/plot.err" | tr '\n' ' ')"
else
	pass "plot --compare and gnuplot print nothing on stderr"
fi
for f in compare-ratio compare-ppw compare-tbench compare-hackbench; do
	check "$f.dat and $f.gp written" test -s "$TMP/plots/$f.dat" -a -s "$TMP/plots/$f.gp"
done

relay env PYTHONPATH="$TMP" python3 - "$TMP/cmp.json" "$TMP/plots" <<'EOF'
import json, sys
from figcheck import ok, near, num, blocks, done
cmp = json.load(open(sys.argv[1]))
d = sys.argv[2]


base = cmp["baseline"]
ok(base == "base", "the baseline is the first label")
for fig, key, ci in (("compare-ratio.dat", "ratio", "ci95"), ("compare-ppw.dat", "ppw_ratio", None)):
    bl = dict(blocks(d, fig))
    ok(base not in bl, "%s: no bars for the baseline" % fig)
    for b_i, b in enumerate(cmp["benchmarks"]):
        for label, want in b[key].items():
            if label == base:
                continue
            rows = [r for r in bl.get(label, []) if int(r[0]) == b_i]
            if want is None:
                ok(not rows, "%s: %s %s N/A: no bar" % (fig, b["name"], label))
                continue
            r = rows[0] if rows else None
            ok(r is not None and near(float(r[2]), want),
               "%s: %s %s ratio %s = compare's %s" % (fig, b["name"], label, r and r[2], want))
            if ci and r is not None:
                want_ci = b[ci][label]
                got = [num(r[3]), num(r[4])]
                ok((want_ci is None and got == [None, None]) or
                   (want_ci and near(got[0], want_ci[0]) and near(got[1], want_ci[1])),
                   "%s: %s %s interval %s = compare's %s" % (fig, b["name"], label, got, want_ci))
                ok(int(r[5]) == int(b["noise"][label]), "%s: %s %s noise flag" %
                   (fig, b["name"], label))
                ok([int(r[6]), int(r[7])] == b["coverage"][label] and
                   int(r[9]) == int(b["from_traced"][label]),
                   "%s: %s %s values used/of the baseline %s and traced %s = compare's %s %s" %
                   (fig, b["name"], label, r[6:8], r[9], b["coverage"][label],
                    b["from_traced"][label]))
                ok(int(r[10]) == int(b["noise_rule"][label] == "unknown"),
                   "%s: %s %s noise unknown %s = compare's rule %s" %
                   (fig, b["name"], label, r[10], b["noise_rule"][label]))
gp = open(d + "/compare-ratio.gp").read()
# every run here is an imported trace (^); odd has one value of two (*)
ok("'*: over fewer values than the baseline'" in gp and "'^: from traced runs'" in gp and
   "$7 < $8 ? '*' : ''" in gp and "$10 > 0 ? '^' : ''" in gp,
   "compare-ratio.gp: its values marked * and ^ as in the table, the legend says what they mean")
for b in cmp["benchmarks"]:
    bl = dict(blocks(d, "compare-%s.dat" % b["name"]))
    for label in cmp["labels"]:
        rows = {r[1].strip('"'): r for r in bl.get(label, [])}
        for p, by in b["values"].items():
            v = by[label]
            r = rows.get(p)
            if not v["runs"]:
                ok(r is None, "compare-%s.dat: %s has no %s=%s: no row" % (b["name"], label, b["param"], p))
                continue
            ok(r is not None and near(float(r[2]), v["mean"]) and int(r[4]) == v["runs"] and
               near(float(r[3]), v["sd"] if v["sd"] is not None else 0),
               "compare-%s.dat: %s %s=%s mean %s sd %s runs %s" %
               (b["name"], label, b["param"], p, v["mean"], v["sd"], v["runs"]))
            ok(r is not None and near(num(r[5]), b["by_param"][p][label]),
               "compare-%s.dat: %s %s=%s ratio %s" % (b["name"], label, b["param"], p,
                                                      b["by_param"][p][label]))
done()
EOF
check "the tbench title says higher is better, hackbench lower" \
	sh -c "grep -q 'tbench throughput by clients (higher is better)' '$TMP/plots/compare-tbench.gp' && grep -q 'hackbench time by groups (lower is better)' '$TMP/plots/compare-hackbench.gp'"

# --labels: the title counts the runs drawn, not those of the other labels
PSTATE_GNUPLOT= "$PSTATE_ANALYZE" plot --compare --labels base,new "$TMP"/runs/*.db \
	-o "$TMP/two" >/dev/null 2>&1
check_eq "plot --compare --labels: exit 0" "$?" 0
want=$(ls "$TMP"/runs/base-*.db "$TMP"/runs/new-*.db | wc -l)
check_eq "plot --compare --labels: the title counts the runs of base and new" \
	"$(sed -n '2p' "$TMP/two/compare-ratio.gp")" "# '$want runs: base (baseline) vs new'"

gp_render "$TMP/plots" compare

# ---- the bug report's experiment: six DRIVER/GOVERNOR configurations -------
BASE=acpi-cpufreq/ondemand
# made with the programs of the top, shared with the tests that ask for the same
EXP=$(shared_dir experiment "$TOP/tests/synth/experiment.py" -o @ --bin "$TOP" --cpus 256 \
	--benchmarks dbench,netperf,tbench,hackbench,kernbench,gitsource) ||
	fail "experiment.py failed: $(tail -1 "$EXP.log")"
# compare's numbers of the figures (results and energy: no --comm, as plot
# --compare takes none, so that plot finds the analyses compare cached)
"$PSTATE_ANALYZE" compare --format json --baseline $BASE "$EXP"/runs/*.db \
	>"$TMP/six.json" 2>"$TMP/six.err"
check_eq "six configurations: compare exits 0" "$?" 0
PSTATE_GNUPLOT= "$PSTATE_ANALYZE" plot --compare --baseline $BASE "$EXP"/runs/*.db \
	-o "$TMP/six" >"$TMP/six.out" 2>"$TMP/six.err"
check_eq "six configurations: plot --compare exits 0" "$?" 0
check_eq "six configurations: plot --compare says nothing on stderr but why it did not render" \
	"$(grep -v 'not rendered: PSTATE_GNUPLOT is set empty' "$TMP/six.err" |
	   grep -vxFf <(contradicted_runs "$EXP"/runs/*.db))" ""
check "six configurations: gitsource (no scaling parameter) has no scaling figure, and says so" \
	sh -c "test ! -e '$TMP/six/compare-gitsource.gp' &&
	grep -q 'compare-gitsource gitsource has no scaling parameter' '$TMP/six.out'"

relay env PYTHONPATH="$TMP" python3 - "$TMP/six.json" "$EXP/truth.json" "$TMP/six" <<'EOF'
import json, os, re, sys
from figcheck import ok, near, num, blocks, block_heads, legend, done
cmp = json.load(open(sys.argv[1]))
truth = json.load(open(sys.argv[2]))
d = sys.argv[3]
BARS = r"datafile index 'label (\d+):' using [^\n]*? with boxxyerror [^\n]*? ls (\d+)"


labels = cmp["labels"]
base = cmp["baseline"]
gov = {l: l.split("/")[1] for l in labels}
drv = {l: l.split("/")[0] for l in labels}
rank = ["ondemand", "schedutil", "performance"]
ok(labels == truth["labels"], "six: the table's columns are the bug report's order %s" % labels)
for fig, key, noise in (("compare-ratio", "ratio", "noise"),
                        ("compare-ppw", "ppw_ratio", "ppw_noise")):
    bl = blocks(d, fig + ".dat")
    ok([l for l, _ in bl] == labels[1:], "six: %s.dat: one block per label but the baseline, "
       "in the table's order: %s" % (fig, [l for l, _ in bl]))
    xs = {}
    for label, rows in bl:
        want = [(i, b["name"]) for i, b in enumerate(cmp["benchmarks"])
                if b[key][label] is not None]
        ok([(int(r[0]), r[-1].strip('"')) for r in rows] == want,
           "six: %s.dat: %s: a row per benchmark, in the table's order" % (fig, label))
        for r in rows:
            b = cmp["benchmarks"][int(r[0])]
            tb = truth["benchmarks"][b["name"]]["light"][key][label]
            ok(near(float(r[2]), b[key][label]) and int(r[5]) == int(b[noise][label]) and
               abs(float(r[2]) - tb) <= 2e-6 * tb,
               "six: %s.dat: %s %s ratio %s noise %s = compare's %s %s = the brute force's %.6f" %
               (fig, b["name"], label, r[2], r[5], b[key][label], b[noise][label], tb))
            if key == "ratio":
                ci = b["ci95"][label]
                ok(ci is not None and near(num(r[3]), ci[0]) and near(num(r[4]), ci[1]),
                   "six: %s.dat: %s %s interval = compare's %s" % (fig, b["name"], label, ci))
            xs.setdefault(int(r[0]), []).append((float(r[1]), label))
    # within a benchmark: the bars in column order, a gap between the drivers
    for i, bars in sorted(xs.items()):
        pos = [x for x, _ in bars]
        steps = [(pos[k + 1] - pos[k], drv[bars[k][1]] != drv[bars[k + 1][1]])
                 for k in range(len(pos) - 1)]
        within = [s for s, new in steps if not new]
        between = [s for s, new in steps if new]
        ok(pos == sorted(pos) and between and within and min(between) > 1.3 * max(within),
           "six: %s: benchmark %d: bars in order, the driver groups apart (steps %s)" %
           (fig, i, ["%.3f" % s for s, _ in steps]))
        # a governor in the same place in both groups: the baseline keeps its column
        x = dict((l, v) for v, l in bars)
        shift = [x["amd-pstate/" + g] - x["acpi-cpufreq/" + g] for g in rank[1:]]
        ok(abs(shift[0] - shift[1]) < 1e-3,
           "six: %s: benchmark %d: schedutil and performance in the same places on both "
           "drivers (shifts %s)" % (fig, i, ["%.4f" % v for v in shift]))
    gp = open(os.path.join(d, fig + ".gp")).read()
    names = dict((n, l) for n, l, _ in block_heads(d, fig + ".dat"))
    ok(all(labels[n] == l for n, l in names.items()),
       "six: %s.dat: each block numbered by its label's column" % fig)
    style = {}
    for m in re.finditer(BARS, gp):
        style.setdefault(names.get(int(m.group(1))), set()).add(int(m.group(2)))
    ok(set(style) == set(labels[1:]) and all(len(v) == 1 for v in style.values()),
       "six: %s.gp: one style per label's bars %s" % (fig, style))
    bygov = {}
    for l, v in style.items():
        bygov.setdefault(gov[l], set()).update(v)
    ok(all(len(v) == 1 for v in bygov.values()) and
       len(set(min(v) for v in bygov.values())) == len(bygov),
       "six: %s.gp: one colour per governor, the same on both drivers %s" % (fig, bygov))
    titles = legend(gp)
    want = rank + ["hatched, ~: within noise", "baseline %s = 1" % base]
    ok(titles == want, "six: %s.gp: the legend names each governor once, then ~, then the "
       "baseline: %s" % (fig, titles))
    if fig == "compare-ppw":
        ok("'hackbench 1/(time x W)' . \"\\n\" . '(higher is better)'" in gp and
           "'tbench throughput/W' . \"\\n\" . '(higher is better)'" in gp,
           "six: compare-ppw.gp: the benchmarks named by their per-watt metric, higher better")
    m = re.search(r"^set title (.*)$", gp, re.M)
    ok(m and m.group(1).count(base) == 1, "six: %s.gp: the title names the baseline once" % fig)
    drivers = re.findall(r"^set label '([^']+)' at first ([-0-9.]+), graph 0", gp, re.M)
    ok(len(re.findall(r"^set label 'baseline' at first ", gp, re.M)) == len(xs),
       "six: %s.gp: the baseline's column named in each benchmark" % fig)
    for i, bars in sorted(xs.items()):
        for dname in ("acpi-cpufreq", "amd-pstate"):
            g = [x for x, l in bars if drv[l] == dname]
            ok(any(n == dname and min(g) - 1e-3 <= float(x) <= max(g) + 1e-3
                   for n, x in drivers),
               "six: %s.gp: benchmark %d: %s named under its bars" % (fig, i, dname))
# the scaling figures: the governor's colour, the driver's dash type
ratio_style = dict((labels[int(m.group(1))], int(m.group(2))) for m in
                   re.finditer(BARS, open(os.path.join(d, "compare-ratio.gp")).read()))
ok([b["name"] for b in cmp["benchmarks"]] ==
   ["dbench", "netperf", "tbench", "hackbench", "kernbench", "gitsource"],
   "six: the bug report's six benchmarks")
for b in cmp["benchmarks"]:
    name = "compare-%s" % b["name"]
    if list(b["values"]) == [""]:
        continue  # no scaling parameter: no figure (checked above)
    gp = open(os.path.join(d, name + ".gp")).read()
    names = dict((n, l) for n, l, _ in block_heads(d, name + ".dat"))
    lines = dict((names.get(int(m.group(1))), (int(m.group(2)), int(m.group(3)))) for m in
                 re.finditer(r"datafile index 'label (\d+):' using 1:3:4 with yerrorlines "
                             r"ls (\d+) dt (\d+)", gp))
    ok(list(lines) == labels, "six: %s.gp: a line per label, in the table's order" % name)
    ok(all(lines[l][0] == ratio_style[l] for l in labels[1:]) and lines[base][0] == 1,
       "six: %s.gp: each label in its governor's colour, the baseline black" % name)
    dt = {}
    for l in labels[1:]:
        dt.setdefault(drv[l], set()).add(lines[l][1])
    ok(all(len(v) == 1 for v in dt.values()) and len(set(min(v) for v in dt.values())) == 2,
       "six: %s.gp: one dash type per driver %s" % (name, dt))
    titles = legend(gp)
    ok(titles == ["baseline " + base] + rank + ["acpi-cpufreq", "amd-pstate"],
       "six: %s.gp: the legend: the baseline, the governors, the drivers, once each: %s" %
       (name, titles))
    bl = dict(blocks(d, name + ".dat"))
    for p, by in b["by_param"].items():
        for l in labels:
            row = [r for r in bl[l] if r[1].strip('"') == p]
            ok(row and near(num(row[0][5]), by[l]) and
               int(row[0][8]) == int(b["by_param_noise"][p][l]),
               "six: %s.dat: %s %s=%s ratio %s and ~ as compare's" %
               (name, l, b["param"], p, by[l]))
done()
EOF

# the same runs, labels of another form (not DRIVER/GOVERNOR), long ones
mkdir -p "$TMP/long"
for db in "$EXP"/runs/*.db; do
	cp "$db" "$TMP/long/" && q "$TMP/long/${db##*/}" "UPDATE meta SET value =
		'kernel-6.8-rc3-' || replace(value, '/', '-') || '-with-a-long-tag' WHERE key = 'label'"
done
LBASE=kernel-6.8-rc3-acpi-cpufreq-ondemand-with-a-long-tag
PSTATE_GNUPLOT= "$PSTATE_ANALYZE" plot --compare --baseline $LBASE "$TMP"/long/*.db \
	-o "$TMP/longp" >/dev/null 2>"$TMP/long.err"
check_eq "long labels: plot --compare exits 0" "$?" 0
for f in compare-ratio compare-ppw compare-tbench; do
	n=$(grep -v '^set ' "$TMP/longp/$f.gp" | grep -o " title '[^']*'" | grep -c -F "$LBASE")
	check_eq "long labels: $f.gp: the legend names the baseline once" "$n" 1
done

# rendering: silent, and nothing drawn up to the canvas's edge
gp_render "$TMP/six" "six configurations"
gp_render "$TMP/longp" "long labels"
if command -v gnuplot >/dev/null; then
	# the checker's own check: a figure whose title is too long for it
	mkdir -p "$TMP/cut"
	cp "$TMP/six/compare-ratio.dat" "$TMP/cut/"
	sed "s/^set title .*/set title '$(printf 'a title too long %.0s' $(seq 40))'/" \
		"$TMP/six/compare-ratio.gp" >"$TMP/cut/compare-ratio.gp"
	(cd "$TMP/cut" && gnuplot compare-ratio.gp) 2>/dev/null
	relay python3 - "$TMP/six" "$TMP/longp" "$TMP/cut" <<'EOF'
import glob, os, struct, sys, zlib


def png_rows(path):
    """the decoded rows of an 8-bit RGB(A) PNG, as pngcairo writes them"""
    data = open(path, "rb").read()
    pos, idat = 8, b""
    while pos < len(data):
        n, typ = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + n]
        if typ == b"IHDR":
            w, h, depth, ctype = struct.unpack(">IIBB", body[:10])
        elif typ == b"IDAT":
            idat += body
        pos += 12 + n
    assert depth == 8 and ctype in (2, 6), "%s: depth %d colour type %d" % (path, depth, ctype)
    bpp = 3 if ctype == 2 else 4
    raw = zlib.decompress(idat)
    stride = w * bpp
    rows, prev, i = [], bytearray(stride), 0
    for _ in range(h):
        f, line = raw[i], bytearray(raw[i + 1:i + 1 + stride])
        i += 1 + stride
        if f == 2:
            line = bytearray((a + b) & 255 for a, b in zip(line, prev))
        elif f:
            for x in range(stride):
                a = line[x - bpp] if x >= bpp else 0
                b = prev[x]
                c = prev[x - bpp] if x >= bpp else 0
                if f == 1:
                    line[x] = (line[x] + a) & 255
                elif f == 3:
                    line[x] = (line[x] + (a + b) // 2) & 255
                else:
                    p = a + b - c
                    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                    line[x] = (line[x] + (a if pa <= pb and pa <= pc else
                                          b if pb <= pc else c)) & 255
        rows.append(line)
        prev = line
    return w, h, bpp, rows


def edge_ink(path, px=2):
    """the pixels darker than light grey within @px of the canvas's edge"""
    w, h, bpp, rows = png_rows(path)
    n = 0
    for y, r in enumerate(rows):
        xs = range(w) if y < px or y >= h - px else list(range(px)) + list(range(w - px, w))
        n += sum(min(r[x * bpp:x * bpp + 3]) < 160 for x in xs)
    return n


for d in sys.argv[1:3]:
    for png in sorted(glob.glob(os.path.join(d, "*.png"))):
        n = edge_ink(png)
        print(("ok - " if n == 0 else "not ok - ") +
              "%s/%s: no text at the canvas's edge (%d pixels)" %
              (os.path.basename(d), os.path.basename(png), n))
n = edge_ink(os.path.join(sys.argv[3], "compare-ratio.png"))
print(("ok - " if n > 0 else "not ok - ") +
      "a title too long for its figure is seen at the edge (%d pixels)" % n)
EOF
fi
t_done
