#!/bin/bash
# plot_compare: pstate-analyze plot --compare on a tiny set of labelled runs
# (synthetic traces, one per run, imported with --label, --param, --benchmark
# and small fake benchmark logs; energy counters added with sqlite3 so that
# perf-per-watt exists): the ratio bars, the perf-per-watt bars and the
# scaling lines hold the numbers of pstate-analyze compare --format json,
# labels missing a parameter value are left out of it, and every figure
# renders with gnuplot with nothing on stderr.
# quick
. "$(dirname "$0")/../lib.sh"
for t in python3 sqlite3; do
	command -v $t >/dev/null || skip_all "$t is not installed (make deps)"
done

# run LABEL BENCH PARAM VALUE LOGLINE WATTS: one database, its benchmark log
# and a package energy counter at WATTS; a trace of its own (another seed),
# since one trace imported twice is the same run (compare leaves it out)
n=0
run() {
	local db=$TMP/runs/$1-$2-$4-$n.db
	n=$((n + 1))
	mkdir -p "$TMP/runs"
	"$TOP/tests/synth/synth.py" --scenario tbench-fast --seed $((n + 1)) --events 3000 \
		--no-truth -o "$TMP/s$n" >/dev/null 2>&1 || fail "synth.py seed $((n + 1))"
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

relay python3 - "$TMP/cmp.json" "$TMP/plots" <<'EOF'
import json, os, sys
cmp = json.load(open(sys.argv[1]))
d = sys.argv[2]
failed = 0


def ok(cond, name):
    global failed
    print(("ok - " if cond else "not ok - ") + name)
    failed += not cond


def near(a, b):
    if a is None or b is None:
        return a is None and b is None
    return abs(a - b) <= 1e-5 * max(1, abs(b))


def num(s):
    return None if s == "NaN" else float(s)


def blocks(name):
    out = {}
    for chunk in open(os.path.join(d, name)).read().split("\n\n\n"):
        lines = [l for l in chunk.split("\n") if l]
        if lines and lines[0].startswith("# label "):
            out[lines[0][8:].rstrip(":")] = [l.split() for l in lines if not l.startswith("#")]
    return out


base = cmp["baseline"]
ok(base == "base", "the baseline is the first label")
for fig, key, ci in (("compare-ratio.dat", "ratio", "ci95"), ("compare-ppw.dat", "ppw_ratio", None)):
    bl = blocks(fig)
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
for b in cmp["benchmarks"]:
    bl = blocks("compare-%s.dat" % b["name"])
    for label in cmp["labels"]:
        rows = {r[1].strip("'"): r for r in bl.get(label, [])}
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
sys.exit(1 if failed else 0)
EOF
check "the tbench title says higher is better, hackbench lower" \
	sh -c "grep -q 'tbench throughput by clients (higher is better)' '$TMP/plots/compare-tbench.gp' && grep -q 'hackbench time by groups (lower is better)' '$TMP/plots/compare-hackbench.gp'"

# --labels: the title counts the runs drawn, not those of the other labels
PSTATE_GNUPLOT= "$PSTATE_ANALYZE" plot --compare --labels base,new "$TMP"/runs/*.db \
	-o "$TMP/two" >/dev/null 2>&1
check_eq "plot --compare --labels: exit 0" "$?" 0
want=$(ls "$TMP"/runs/base-*.db "$TMP"/runs/new-*.db | wc -l)
check_eq "plot --compare --labels: the title counts the runs of base and new" \
	"$(sed -n '2p' "$TMP/two/compare-ratio.gp")" "# $want runs: base (baseline) vs new"

gp_render "$TMP/plots" compare
t_done
