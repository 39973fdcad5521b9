#!/bin/bash
# plot_synth: pstate-analyze plot on synthetic traces with known truth
# (tests/synth): the numbers in the written data files are the report's and
# the truth's - the latency CDF's count and percentiles (all, and per
# requested band) against latency.wakeup_us and by_requested_band, the
# delay histogram's total and percentiles against governor.delay_us, the
# busy-weighted sums of windows.dat and heatmap.dat against
# perf.requested_ratio / delivered_ratio, cpus.dat against perf.per_cpu,
# the timeline's windows and updates per CPU; a --cpu/--from/--to zoom
# against the report with the same options; power.dat from a database with
# energy counters added against energy.joules; every figure renders with
# gnuplot with nothing on stderr; without gnuplot the .dat and .gp files
# are written and the message says how to render them; usage errors.
# quick
. "$(dirname "$0")/../lib.sh"
for t in python3 sqlite3; do
	command -v $t >/dev/null || skip_all "$t is not installed (make deps)"
done
SYNTH=$TOP/tests/synth
HAVE_GNUPLOT=1
command -v gnuplot >/dev/null || HAVE_GNUPLOT=0

cat >"$TMP/check.py" <<'EOF'
# check.py REPORT.json TRUTH.json|- DIR LABEL: the plot's data against them
import json, math, os, re, sys

rep = json.load(open(sys.argv[1]))
truth = json.load(open(sys.argv[2])) if sys.argv[2] != "-" else None
d, label = sys.argv[3], sys.argv[4]
failed = 0


def ok(cond, name):
    global failed
    print(("ok - " if cond else "not ok - ") + label + ": " + name)
    failed += not cond


def near(a, b, tol):
    return a is not None and b is not None and abs(a - b) <= tol


def blocks(name):
    """{block name: (comment lines, rows)} of a .dat (blocks: 2 blank lines)."""
    path = os.path.join(d, name)
    if not os.path.exists(path):
        return None
    out = {}
    for chunk in open(path).read().split("\n\n\n"):
        lines = [l for l in chunk.split("\n") if l]
        if not lines or not lines[0].startswith("# "):
            continue
        rows = [l.split() for l in lines if not l.startswith("#")]
        out[lines[0][2:]] = (lines, rows)
    return out


def summary(head):
    """n, p50, p90, p99, max of a block's first comment line."""
    m = re.search(r"n (\d+), p50 ([\d.]+), p90 ([\d.]+), p99 ([\d.]+), max ([\d.]+)", head)
    return [float(x) for x in m.groups()] if m else None


def cdf_matches(rows, head, dist, what):
    if dist is None:
        ok(False, what + ": the reference has no samples")
        return
    at = {r[0]: float(r[1]) for r in rows}
    s = summary(head)
    ok(s is not None and int(s[0]) == dist["count"], "%s: count %s = %d" %
       (what, s and int(s[0]), dist["count"]))
    for p, k in (("50.0", "p50"), ("90.0", "p90"), ("99.0", "p99"), ("100.0", "max")):
        ok(near(at.get(p), dist[k], 5e-4), "%s: CDF row %s = %s %s (got %s)" %
           (what, p, k, dist[k], at.get(p)))


# ---- wakeup latency ------------------------------------------------------
lat = blocks("latency.dat")
wu = rep["latency"]["wakeup_us"]
if wu is None:
    ok(lat is None, "no latency.dat without wakeups")
else:
    allb = [k for k in lat if k.startswith("all:")]
    ok(len(allb) == 1, "latency.dat has the block of all wakeups")
    head, rows = lat[allb[0]]
    ok(len(rows) == 1000, "latency: 1000 percentile rows")
    cdf_matches(rows, head[0], wu, "latency vs report wakeup_us")
    if truth:
        cdf_matches(rows, head[0], truth["latency"]["wakeup_us"], "latency vs truth")
    bands = {k.split(":")[0][5:]: v for k, v in lat.items() if k.startswith("band ")}
    want = rep["latency"]["by_requested_band"]
    ok(sorted(bands) == sorted(want), "latency: the bands %s = the report's %s" %
       (sorted(bands), sorted(want)))
    for b in want:
        if b in bands:
            cdf_matches(bands[b][1], bands[b][0][0], want[b], "latency band " + b)
    if truth and truth.get("extra", {}).get("wakeup_us_by_requested_band"):
        tb = truth["extra"]["wakeup_us_by_requested_band"]
        for b in tb:
            if tb[b] and b in bands:
                cdf_matches(bands[b][1], bands[b][0][0], tb[b], "latency band %s vs truth" % b)

# ---- governor delay --------------------------------------------------------
dl = blocks("delay.dat")
du = rep["governor"]["delay_us"]
if du is None:
    ok(dl is None, "no delay.dat when the report has no governor delay")
else:
    total = sum(int(r[2]) for _, rows in dl.values() for r in rows)
    ok(total == du["count"], "delay histogram total %d = governor.delay_us.count %d" %
       (total, du["count"]))
    if truth:
        ok(total == truth["governor"]["delay_us"]["count"], "delay histogram total = truth")
    if len(dl) == 1:
        s = summary(list(dl.values())[0][0][0])
        ok(s and all(near(a, b, 5e-4) for a, b in
                     zip(s[1:], (du["p50"], du["p90"], du["p99"], du["max"]))),
           "delay percentiles %s = the report's" % (s and s[1:]))
    if truth:
        gp = open(os.path.join(d, "delay.gp")).read()
        m = re.search(r"^rate_limit = (\d+)", gp, re.M)
        rl = truth["cpu_attrs"].get("rate_limit_us")
        ok((m and int(m.group(1))) == rl if rl else not m,
           "delay.gp marks rate_limit_us %s" % rl)

# ---- requested vs delivered ----------------------------------------------
perf = rep["perf"]
win = blocks("windows.dat")
if not perf["windows"]:
    ok(win is None and not os.path.exists(os.path.join(d, "heatmap.dat")),
       "no windows.dat or heatmap.dat without counter windows")
else:
    rows = [l.split() for l in open(os.path.join(d, "windows.dat")) if not l.startswith("#")]
    ok(len(rows) == perf["windows"], "windows.dat has %d rows = perf.windows %d" %
       (len(rows), perf["windows"]))
    for col, key in ((3, "requested_ratio"), (4, "delivered_ratio")):
        num = sum(float(r[6]) * float(r[col]) for r in rows if r[col] != "NaN")
        den = sum(float(r[6]) for r in rows if r[col] != "NaN")
        ok(den > 0 and near(num / den, perf[key], 2e-6),
           "windows.dat: sum(mperf x %s)/sum(mperf) = %.6f = perf.%s %s" %
           (key.split("_")[0], num / den if den else float("nan"), key, perf[key]))
        if truth and truth["perf"][key] is not None:
            ok(abs(num / den / truth["perf"][key] - 1) < 1e-3,
               "windows.dat: %s within 0.1%% of the truth" % key)
    cells = [l.split() for l in open(os.path.join(d, "heatmap.dat"))
             if l.strip() and not l.startswith("#")]
    w = sum(float(c[4]) for c in cells)
    ok(near(sum(float(c[5]) for c in cells) / w, perf["requested_ratio"], 2e-6) and
       near(sum(float(c[6]) for c in cells) / w, perf["delivered_ratio"], 2e-6),
       "heatmap.dat: its cells' sums give the report's requested and delivered ratios")
    ok(sum(int(c[3]) for c in cells) == perf["windows"], "heatmap.dat: every window in a cell")

# ---- per CPU -----------------------------------------------------------------
cp = os.path.join(d, "cpus.dat")
if os.path.exists(cp):
    rows = {int(r[0]): r for r in (l.split() for l in open(cp) if not l.startswith("#"))}
    bad = []
    for c in perf["per_cpu"]:
        r = rows.get(c["cpu"])
        for col, key in ((1, "requested_ratio"), (2, "delivered_ratio"), (3, "busy")):
            got = None if r is None or r[col] == "NaN" else float(r[col])
            if not ((got is None and c[key] is None) or near(got, c[key], 1.5e-6)):
                bad.append("cpu %d %s %s != %s" % (c["cpu"], key, got, c[key]))
        if r is not None and int(r[5]) != c["updates"]:
            bad.append("cpu %d updates" % c["cpu"])
    ok(not bad, "cpus.dat = perf.per_cpu %s" % bad)

# ---- timeline ----------------------------------------------------------------
tl = blocks("timeline.dat")
ok(tl is not None, "timeline.dat written")
if tl:
    bad = []
    for c in perf["per_cpu"]:
        for name, key in (("delivered", "windows"), ("updates", "updates")):
            b = tl.get("cpu %d: %s" % (c["cpu"], name))
            if b is None:
                if c[key]:
                    bad.append("cpu %d: no %s block" % (c["cpu"], name))
                continue
            m = re.search(r"(\d+) (segments|events)", b[0][1])
            if not m or int(m.group(1)) != c[key]:
                bad.append("cpu %d %s: %s != %d" % (c["cpu"], name, m and m.group(1), c[key]))
    ok(not bad, "timeline: windows and updates per CPU = perf.per_cpu %s" % bad)

for f in os.listdir(d):
    if f.endswith(".gp"):
        g = open(os.path.join(d, f)).read()
        n = f[:-3]
        ok("datafile = '%s.dat'" % n in g and "set output '%s.' . fmt" % n in g and
           "'png svg'" in g, "%s reads %s.dat by a relative path, writes png and svg" % (f, n))
sys.exit(1 if failed else 0)
EOF

# synth SCENARIO: generated and imported into $TMP/SCENARIO/run.db; sets RE
synth() {
	local s=$1 d=$TMP/$1
	synth_copy "$d" --scenario "$s" --seed 1 || return 1
	mapfile -t args < <(python3 -c "import json, sys; print('\n'.join(json.load(open(sys.argv[1]))['import_args']))" "$d/truth.json")
	RE=$(python3 -c "import json, sys; print(json.load(open(sys.argv[1]))['workload_comm_regex'])" "$d/truth.json")
	"$PSTATE_TRACE" import -q -o "$d/run.db" "${args[@]}" "$d/trace.txt"
}

for s in hackbench-kthread tbench-kthread-nokwork delivered-lag hackbench-workqueue; do
	d=$TMP/$s
	if ! synth "$s"; then
		fail "$s: synth or import failed"
		continue
	fi
	"$PSTATE_ANALYZE" report "$d/run.db" --comm "$RE" --format json >"$d/report.json"
	"$PSTATE_ANALYZE" plot "$d/run.db" --comm "$RE" -o "$d/plots/" >"$d/plot.out" 2>"$d/plot.err"
	rc=$?
	check_eq "$s: plot exits 0" "$rc" 0
	if [ -s "$d/plot.err" ]; then
		fail "$s: plot printed on stderr: $(head -3 "$d/plot.err" | tr '\n' ' ')"
	else
		pass "$s: plot and gnuplot print nothing on stderr"
	fi
	check "$s: the summary names the figures" grep -q "^$d/plots/timeline.png " "$d/plot.out"
	relay python3 "$TMP/check.py" "$d/report.json" "$d/truth.json" "$d/plots" "$s"
	gp_render "$d/plots" "$s"
done

# ---- a figure this run has no data for: an earlier run's is removed ----------
out=$TMP/hackbench-kthread/plots
if [ -f "$out/heatmap.png" ] || [ "$HAVE_GNUPLOT" = 0 ]; then
	"$PSTATE_ANALYZE" plot "$TMP/hackbench-workqueue/run.db" -o "$out" >"$TMP/stale.out" 2>&1
	check "no counter windows: the earlier heatmap.* and windows.dat are removed" \
		sh -c "! ls '$out'/heatmap.* '$out'/windows.dat 2>/dev/null"
	check "... and the summary says why" grep -q '^  heatmap .*no counter windows' "$TMP/stale.out"
fi

# ---- a pass that fails: an earlier run's windows.dat is left as it was ------
out=$TMP/failing
PSTATE_GNUPLOT= "$PSTATE_ANALYZE" plot "$TMP/hackbench-kthread/run.db" -o "$out" >/dev/null 2>&1
cp "$out/windows.dat" "$TMP/windows.before"
PSTATE_GNUPLOT= "$PSTATE_ANALYZE" plot --from 1000 "$TMP/hackbench-kthread/run.db" -o "$out" \
	>/dev/null 2>"$TMP/fail.err"
check_eq "a failing pass (--from past the end): exit 1" "$?" 1
check "a failing pass: the earlier windows.dat is left as it was" cmp -s "$TMP/windows.before" "$out/windows.dat"
check "a failing pass: no temporary file or folder left" \
	sh -c "test ! -e '$out/windows.dat.tmp' && ! ls -a '$out' | grep -q '^\.pstate-plot-'"

# ---- interrupted (Ctrl-C) while gnuplot runs: nothing half-made is left -------
# a stand-in gnuplot that interrupts plot, its parent, and waits for it to die
printf '#!/bin/sh\nkill -INT $PPID\nwhile kill -0 $PPID 2>/dev/null; do :; done\n' >"$TMP/gp-int"
chmod +x "$TMP/gp-int"
mkdir -p "$TMP/int"
PSTATE_GNUPLOT=$TMP/gp-int "$PSTATE_ANALYZE" plot "$TMP/hackbench-kthread/run.db" -o "$TMP/int" \
	>/dev/null 2>&1
check_eq "interrupted while gnuplot runs: killed by SIGINT" "$?" 130
check_eq "interrupted: nothing written, no private folder left" "$(ls -A "$TMP/int")" ""

# ---- a zoom: --cpu --from --to, against the report with the same options ----
s=hackbench-kthread
d=$TMP/$s
opts=(--comm "$RE" --cpu 1 --from 0.05 --to 0.15)
"$PSTATE_ANALYZE" report "$d/run.db" "${opts[@]}" --format json >"$d/zoom.json"
"$PSTATE_ANALYZE" plot "$d/run.db" "${opts[@]}" -o "$d/zoom" >/dev/null 2>"$d/zoom.err"
check_eq "zoom: plot exits 0" "$?" 0
check "zoom: nothing on stderr" test ! -s "$d/zoom.err"
relay python3 "$TMP/check.py" "$d/zoom.json" - "$d/zoom" "zoom"
check "zoom: the timeline is of CPU 1 only" \
	sh -c "grep -q '^# cpu 1: requested' '$d/zoom/timeline.dat' && ! grep -q '^# cpu [02-9]' '$d/zoom/timeline.dat'"
check "zoom: the timeline's x range is the window" grep -q '^set xrange \[0.050000000:0.150000000\]' "$d/zoom/timeline.gp"
check "zoom: the title names the window" grep -q "0.05-0.15 s" "$d/zoom/timeline.gp"
gp_render "$d/zoom" "zoom"

# ---- power: a database with energy counters ----------------------------------
cp "$d/run.db" "$TMP/power.db"
q "$TMP/power.db" "
INSERT INTO counter VALUES ('power/energy-pkg', 'Joules', 1e-6, 'package', 'perf');
INSERT INTO counter VALUES ('power/energy-cores', 'Joules', 1e-6, 'package', 'perf');
WITH RECURSIVE k(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM k WHERE i < 24)
INSERT INTO counter_sample
SELECT (SELECT value FROM meta WHERE key = 't_start_ns') + i * 10000000, 0, 'power/energy-pkg',
       CASE WHEN i <= 12 THEN i * 150000 ELSE 1800000 + (i - 12) * 300000 END FROM k;
WITH RECURSIVE k(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM k WHERE i < 24)
INSERT INTO counter_sample
SELECT (SELECT value FROM meta WHERE key = 't_start_ns') + i * 10000000, 0, 'power/energy-cores',
       i * 50000 FROM k;"
"$PSTATE_ANALYZE" report "$TMP/power.db" --comm "$RE" --format json >"$TMP/power.json"
"$PSTATE_ANALYZE" plot "$TMP/power.db" --comm "$RE" -o "$TMP/power" >"$TMP/power.out" 2>"$TMP/power.err"
check_eq "power: plot exits 0" "$?" 0
check "power: nothing on stderr" test ! -s "$TMP/power.err"
relay python3 - "$TMP/power.json" "$TMP/power/power.dat" <<'EOF'
import json, re, sys
rep = json.load(open(sys.argv[1]))
blocks = {}
for chunk in open(sys.argv[2]).read().split("\n\n\n"):
    lines = [l for l in chunk.split("\n") if l]
    # "# counter N: 'NAME' cpu C: ...": named by number, the name quoted
    m = re.match(r"# counter \d+: '([^']*)' cpu (-?\d+):", lines[0]) if lines else None
    if m:
        blocks["%s cpu %s" % m.groups()] = [l.split() for l in lines if not l.startswith("#")]
pkg = blocks.get("power/energy-pkg cpu 0", [])
cores = blocks.get("power/energy-cores cpu 0", [])
e = rep["energy"]
j = sum(float(r[3]) for r in pkg)
print(("ok" if e and abs(j - e["joules"]) < 1e-6 else "not ok") +
      " - power: sum of the package's joules %.6f = energy.joules %s" % (j, e and e["joules"]))
w = [round(float(r[2]), 6) for r in pkg]
print(("ok" if w == [15.0] * 12 + [30.0] * 12 else "not ok") +
      " - power: watts per interval (15 W, then 30 W): %s" % sorted(set(w)))
print(("ok" if [round(float(r[2]), 6) for r in cores] == [5.0] * 24 else "not ok") +
      " - power: a part of the package (energy-cores) drawn too, 5 W")
EOF
check "power: the workload span is marked" grep -q '^t_start = 0.000000000; t_end = ' "$TMP/power/power.gp"
check "power: the summary has power.png" grep -q "power/power.png" "$TMP/power.out"
gp_render "$TMP/power" "power"

# ---- power: a read error in the samples is an error, not "no energy counters" --
# one sample inside the run whose value is a blob past the longest value a
# run database is read with (16 MiB): reading it fails; the report's energy
# reads only the first and last samples
cp "$TMP/power.db" "$TMP/badpower.db"
q "$TMP/badpower.db" "UPDATE counter_sample SET value = zeroblob(17000000)
  WHERE name = 'power/energy-pkg' AND ts = (SELECT value FROM meta WHERE key = 't_start_ns') + 120000000"
PSTATE_GNUPLOT= "$PSTATE_ANALYZE" plot "$TMP/badpower.db" --comm "$RE" -o "$TMP/badpower" \
	>"$TMP/badpower.out" 2>"$TMP/badpower.err"
check_eq "power: a read error: exit 1" "$?" 1
check "power: a read error: the message names counter_sample and the error" \
	grep -q "^pstate-analyze: $TMP/badpower.db: counter_sample: string or blob too big$" "$TMP/badpower.err"
check "power: a read error: no power.dat" test ! -e "$TMP/badpower/power.dat"
check "power: a read error: the summary says the samples cannot be read" \
	grep -q "^  power .*counter_sample cannot be read" "$TMP/badpower.out"

# ---- the heat map's axes name the run's request: intel_pstate's pstate_sample --
for i in $(seq 0 9); do
	printf 'hackbench-100  [001] ..s.  100.%03d000: pstate_sample: core_busy=100 scaled=90 from=%d to=%d mperf=1000000 aperf=%d tsc=2000000 freq=2400000\n' \
		$((i * 10)) $((20 + i)) $((21 + i)) $((800000 + i * 20000))
done >"$TMP/pstate.txt"
"$PSTATE_TRACE" import -q -o "$TMP/pstate.db" --cpu-attr max_khz=4000000 --cpu-attr base_khz=2600000 \
	"$TMP/pstate.txt"
PSTATE_GNUPLOT= "$PSTATE_ANALYZE" plot "$TMP/pstate.db" -o "$TMP/pstate" >/dev/null 2>&1
check_eq "pstate_sample: plot exits 0" "$?" 0
check_eq "pstate_sample: the heat map's x axis is the P-state over the ceiling (max_khz)" \
	"$(grep '^set xlabel' "$TMP/pstate/heatmap.gp")" \
	"set xlabel 'requested, in force: P-state x 100 MHz / 4000 MHz (cpuinfo_max_freq)'"
check_eq "pstate_sample: the heat map's y axis is base_khz x aperf/mperf over the ceiling" \
	"$(grep '^set ylabel' "$TMP/pstate/heatmap.gp")" \
	"set ylabel 'delivered: base_khz x aperf/mperf / 4000 MHz (cpuinfo_max_freq)'"
check_eq "pstate_sample: the timeline's y axis names the same ceiling" \
	"$(grep '^set ylabel' "$TMP/pstate/timeline.gp")" \
	"set ylabel 'share of 4000 MHz (cpuinfo_max_freq)'"
# the synthetic amd-pstate machine: highest_perf 166 x nominal_freq 2750 MHz /
# nominal_perf 110 = 4150 MHz, its CPPC ceiling
check "amd_pstate_perf: the heat map's x axis is target_perf in kHz over the CPPC ceiling" \
	grep -q "^set xlabel 'requested, in force: target_perf x nominal_freq / nominal_perf / 4150 MHz (CPPC highest_perf)'$" \
	"$TMP/tbench-kthread-nokwork/plots/heatmap.gp"
check "amd_pstate_perf: the heat map's y axis is the delivery over the same ceiling" \
	grep -q "^set ylabel 'delivered: nominal_freq x aperf/mperf / 4150 MHz (CPPC highest_perf)'$" \
	"$TMP/tbench-kthread-nokwork/plots/heatmap.gp"

# ---- without gnuplot: the files, and how to render them ----------------------
mkdir -p "$TMP/nobin"
PATH=$TMP/nobin "$PSTATE_ANALYZE" plot "$d/run.db" --comm "$RE" -o "$TMP/nognuplot" \
	>"$TMP/nog.out" 2>"$TMP/nog.err"
check_eq "no gnuplot: exit 0" "$?" 0
check "no gnuplot: the message says how to render" \
	sh -c "grep -q 'apt-get install gnuplot-nox' '$TMP/nog.err' && grep -q \"cd $TMP/nognuplot && gnuplot timeline.gp\" '$TMP/nog.err'"
check "no gnuplot: the .dat and .gp files are there, no .png" \
	sh -c "test -s '$TMP/nognuplot/timeline.dat' && test -s '$TMP/nognuplot/latency.gp' && ! ls '$TMP/nognuplot'/*.png 2>/dev/null"
check "no gnuplot: the summary lists the scripts" grep -q "nognuplot/latency.gp " "$TMP/nog.out"
gp_render "$TMP/nognuplot" "no gnuplot, rendered afterwards"
PSTATE_GNUPLOT= "$PSTATE_ANALYZE" plot "$d/run.db" --comm "$RE" -o "$TMP/empty" >/dev/null 2>"$TMP/empty.err"
check "PSTATE_GNUPLOT empty: exit 0, nothing rendered, said why" \
	sh -c "grep -q 'PSTATE_GNUPLOT is set empty' '$TMP/empty.err' && ! ls '$TMP/empty'/*.png 2>/dev/null"
PSTATE_GNUPLOT=$TMP/nobin/gnuplot "$PSTATE_ANALYZE" plot "$d/run.db" -o "$TMP/bad" >/dev/null 2>"$TMP/bad.err"
check_eq "PSTATE_GNUPLOT not runnable: exit 1" "$?" 1

# ---- gnuplot named relative to the current directory ------------------------
# gnuplot runs in the output directory: ./gp and a relative PATH entry are
# the current directory's; stand-ins that draw NAME.png from NAME.gp
mkdir -p "$TMP/cwd/bin"
printf '#!/bin/sh\necho png >"${1%%.gp}.png"\n' >"$TMP/cwd/gp"
printf '#!/bin/sh\nexit 0\n' >"$TMP/cwd/gp-silent"
chmod +x "$TMP/cwd/gp" "$TMP/cwd/gp-silent"
cp "$TMP/cwd/gp" "$TMP/cwd/bin/gnuplot"
(cd "$TMP/cwd" && PSTATE_GNUPLOT=./gp "$PSTATE_ANALYZE" plot "$d/run.db" -o "$TMP/relgp") \
	>"$TMP/relgp.out" 2>"$TMP/relgp.err"
check_eq "PSTATE_GNUPLOT=./gp: exit 0" "$?" 0
check "PSTATE_GNUPLOT=./gp: it drew the figures" test -s "$TMP/relgp/timeline.png"
(cd "$TMP/cwd" && PATH=bin:$PATH "$PSTATE_ANALYZE" plot "$d/run.db" -o "$TMP/relpath") \
	>"$TMP/relpath.out" 2>"$TMP/relpath.err"
check_eq "PATH=bin:...: exit 0" "$?" 0
check "PATH=bin:...: bin/gnuplot drew the figures" test -s "$TMP/relpath/timeline.png"
(cd "$TMP/cwd" && PSTATE_GNUPLOT=./gp-silent "$PSTATE_ANALYZE" plot "$d/run.db" -o "$TMP/silent") \
	>/dev/null 2>"$TMP/silent.err"
check_eq "gnuplot exits 0 but draws nothing: exit 1" "$?" 1
check "gnuplot exits 0 but draws nothing: said so" \
	grep -q "^pstate-analyze: $TMP/silent/timeline.gp: gnuplot exited 0 but wrote no timeline.png$" "$TMP/silent.err"

# ---- usage ---------------------------------------------------------------------
"$PSTATE_ANALYZE" plot -h >"$TMP/help" 2>&1
check_eq "-h: exit 0" "$?" 0
for o in --output --comm --pid --cpu --from --to --compare --baseline --labels --help \
	PSTATE_GNUPLOT "Exit status"; do
	grep -q -- "$o" "$TMP/help" || fail "-h does not mention $o"
done
"$PSTATE_ANALYZE" plot --bogus "$d/run.db" >/dev/null 2>&1
check_eq "an unknown option: exit 2" "$?" 2
"$PSTATE_ANALYZE" plot --from 2 --to 1 "$d/run.db" -o "$TMP/u" >/dev/null 2>&1
check_eq "--to before --from: exit 2" "$?" 2
"$PSTATE_ANALYZE" plot --compare --cpu 1 "$d/run.db" >/dev/null 2>&1
check_eq "--compare with --cpu: exit 2" "$?" 2
"$PSTATE_ANALYZE" plot "$d/run.db" "$d/run.db" >/dev/null 2>&1
check_eq "two databases without --compare: exit 2" "$?" 2
"$PSTATE_ANALYZE" plot "$TMP/missing.db" -o "$TMP/u" >/dev/null 2>"$TMP/u.err"
check_eq "a missing database: exit 1" "$?" 1
check "a missing database: the message names it" grep -q "^pstate-analyze: $TMP/missing.db: " "$TMP/u.err"
"$PSTATE_ANALYZE" plot "$d/run.db" -o '' >/dev/null 2>"$TMP/u.err"
check_eq "-o '': exit 2" "$?" 2
check "-o '': the message says the name is empty" \
	grep -q "^pstate-analyze: plot: -o: the directory name is empty$" "$TMP/u.err"
"$PSTATE_ANALYZE" plot "$d/run.db" -o "$d/run.db" >/dev/null 2>"$TMP/u.err"
check_eq "-o onto a file: exit 1" "$?" 1
t_done
