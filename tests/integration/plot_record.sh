#!/bin/bash
# plot_record: pstate-analyze plot on a live recording (root: pstate-trace
# record -- hackbench -g 2 -l 100): the latency CDF's count and percentiles
# (all, and per requested band) are the report's latency.wakeup_us and
# by_requested_band, the timeline shows the busiest CPUs with the
# workload's runs and wakeups, the figures the run has no data for (no
# cpufreq driver, no RAPL here) are left out with the report's reason, and
# every figure renders with gnuplot with nothing on stderr.
. "$(dirname "$0")/../lib.sh"
need_tracefs
for t in hackbench python3; do
	command -v $t >/dev/null || skip_all "$t is not installed (make deps)"
done
"$PSTATE_TRACE" record -q -o "$TMP/run.db" -- hackbench -g 2 -l 100 >"$TMP/rec.out" 2>&1
check_eq "record hackbench: exit 0" "$?" 0
no_instance_left "record"
"$PSTATE_ANALYZE" report "$TMP/run.db" --format json >"$TMP/report.json"
"$PSTATE_ANALYZE" plot "$TMP/run.db" -o "$TMP/plots" >"$TMP/plot.out" 2>"$TMP/plot.err"
check_eq "plot: exit 0" "$?" 0
if [ -s "$TMP/plot.err" ]; then
	fail "plot printed on stderr: $(head -3 "$TMP/plot.err" | tr '\n' ' ')"
else
	pass "plot and gnuplot print nothing on stderr"
fi
relay python3 - "$TMP/report.json" "$TMP/plots" "$TMP/plot.out" <<'EOF'
import json, os, re, sys
rep = json.load(open(sys.argv[1]))
d = sys.argv[2]
out = open(sys.argv[3]).read()


def ok(cond, name):
    print(("ok - " if cond else "not ok - ") + name)


blocks = {}
for chunk in open(os.path.join(d, "latency.dat")).read().split("\n\n\n"):
    lines = [l for l in chunk.split("\n") if l]
    if lines and lines[0].startswith("# ") and ":" in lines[0]:
        blocks[lines[0][2:].split(":")[0]] = (lines[0], [l.split() for l in lines if l[0] != "#"])


def same(name, dist):
    head, rows = blocks[name]
    at = {r[0]: float(r[1]) for r in rows}
    n = int(re.search(r"n (\d+),", head).group(1))
    got = [n] + [at[p] for p in ("50.0", "90.0", "99.0", "100.0")]
    want = [dist["count"], dist["p50"], dist["p90"], dist["p99"], dist["max"]]
    ok(got[0] == want[0] and all(abs(a - b) < 5e-4 for a, b in zip(got[1:], want[1:])),
       "latency %s: n, p50, p90, p99, max %s = the report's %s" % (name, got, want))


same("all", rep["latency"]["wakeup_us"])
bands = rep["latency"]["by_requested_band"]
ok(sorted(k[5:] for k in blocks if k.startswith("band ")) == sorted(bands),
   "latency: the requested bands are the report's %s" % sorted(bands))
for b, dist in bands.items():
    same("band " + b, dist)
tl = open(os.path.join(d, "timeline.dat")).read()
cpus = sorted(set(int(c) for c in re.findall(r"^# cpu (\d+): ", tl, re.M)))
ok(len(cpus) == min(4, rep["run"]["nr_cpus"]), "timeline: the %d busiest CPUs %s" %
   (min(4, rep["run"]["nr_cpus"]), cpus))
ok(re.search(r"^# cpu \d+: workload runs", tl, re.M) and
   re.search(r"^# cpu \d+: wakeups", tl, re.M), "timeline: the workload's runs and wakeups")
if rep["perf"]["windows"] == 0:
    ok("heatmap" in out and "no counter windows" in out, "heatmap left out: no counter windows")
if rep["energy"] is None:
    ok(re.search(r"^  power +power: ", out, re.M), "power left out, with the counters' reason")
EOF
gp_render "$TMP/plots" record
t_done
