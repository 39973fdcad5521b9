#!/bin/bash
# examples: what examples/ shows is what the programs do.
#   - every examples/queries/*.sql runs on a database where it must return
#     rows (the imported synthetic trace tbench-kthread for the frequency
#     and scheduling queries, examples/runs/hackbench.db for a recording's
#     tables, a database built here with counter rows for energy), returns
#     the columns its first line names, and runs without error on the
#     others (whose tables may be empty); some are checked against the
#     report's JSON or a known answer;
#   - the "regenerate" block of examples/README.md, run as written in a copy
#     of the layout it expects, gives exactly examples/reports/.
#   - the README's example report is an excerpt of
#     examples/reports/synth-tbench-kthread.txt: its lines, in order.
. "$(dirname "$0")/../lib.sh"
EX=$TOP/examples
command -v sqlite3 >/dev/null || skip_all "sqlite3 is not installed"
command -v python3 >/dev/null || skip_all "python3 is not installed (tests/synth)"

# the test databases
SYNTH=$TMP/synth-tbench-kthread
synth_copy "$SYNTH" --scenario tbench-kthread --seed 1 ||
	{ fail "synth.py tbench-kthread failed"; exit 1; }
mapfile -t args < <(python3 -c 'import json, sys; print("\n".join(json.load(open(sys.argv[1]))["import_args"]))' "$SYNTH/truth.json")
"$PSTATE_TRACE" import -q -o "$TMP/synth.db" "${args[@]}" "$SYNTH/trace.txt" ||
	{ fail "import of the synthetic trace failed"; exit 1; }
"$PSTATE_ANALYZE" report --comm '^tbench(_srv)?$' --format json "$TMP/synth.db" >"$TMP/synth.json"

REC=$EX/runs/hackbench.db
if [ -f "$REC" ]; then
	check_eq "runs/hackbench.db: a pstate-trace recording" \
		"$(sqlite3 -readonly "$REC" "PRAGMA application_id; SELECT value FROM meta WHERE key = 'source'" | tr '\n' ' ')" \
		"1886614642 record "
	size=$(stat -c %s "$REC")
	[ "$size" -le $((1024 * 1024)) ] && pass "runs/hackbench.db: $size bytes (<= 1 MiB)" ||
		fail "runs/hackbench.db: $size bytes, keep it under 1 MiB"
else
	fail "examples/runs/hackbench.db is missing"
fi

# energy: the schema, 3 s of samples at 10 ms of a 20 W package (power PMU
# and powercap) and a cycle counter that must be ignored
ENERGY=$TMP/energy.db
{
	cat "$TOP/schema/pstate.sql" "$TOP/schema/indexes.sql"
	cat <<'EOF'
INSERT INTO counter VALUES ('power/energy-pkg', 'Joules', 2.3283064365386963e-10, 'package', 'test'),
	('powercap/package-0', 'Joules', 1e-6, 'zone', 'test'), ('msr/tsc', 'cycles', 1, 'cpu', 'test');
WITH RECURSIVE t(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM t WHERE i < 300)
INSERT INTO counter_sample
	SELECT 1000000000 + i * 10000000, 0, 'power/energy-pkg', CAST(20.0 * i / 100 / 2.3283064365386963e-10 AS INTEGER) FROM t
	UNION ALL SELECT 1000000000 + i * 10000000, -1, 'powercap/package-0', 200000 * i FROM t
	UNION ALL SELECT 1000000000 + i * 10000000, 0, 'msr/tsc', 30000000 * i FROM t;
INSERT INTO meta VALUES ('t_start_ns', '1000000000'), ('t_end_ns', '4000000000');
EOF
} | sqlite3 "$ENERGY" || fail "cannot build the energy test database"

# db_for QUERY: the database it must return rows on
db_for() {
	case $1 in
	energy_per_second) echo "$ENERGY" ;;
	busiest_tasks | ring_buffer_losses | workload_results) echo "$REC" ;;
	*) echo "$TMP/synth.db" ;;
	esac
}

n=0
for q in "$EX"/queries/*.sql; do
	name=$(basename "$q" .sql)
	n=$((n + 1))
	line1=$(head -1 "$q")
	case $line1 in
	"-- "*"? Columns: "*) ;;
	*) fail "$name: the first line is not '-- QUESTION? Columns: a, b, ...': $line1"; continue ;;
	esac
	want=$(sed -n '1s/.*Columns: //p' "$q" | tr -d ' .')
	db=$(db_for "$name")
	if ! sqlite3 -readonly -header -separator '|' "$db" <"$q" >"$TMP/$name.out" 2>"$TMP/$name.err"; then
		fail "$name: sqlite3 failed on $(basename "$db"): $(head -2 "$TMP/$name.err" | tr '\n' ' ')"
		continue
	fi
	got=$(head -1 "$TMP/$name.out" | tr '|' ',')
	rows=$(($(wc -l <"$TMP/$name.out") - 1))
	if [ "$rows" -lt 1 ]; then
		fail "$name: no rows on $(basename "$db")"
	elif [ "$got" != "$want" ]; then
		fail "$name: columns '$got', the first line says '$want'"
	else
		pass "$name: $rows rows on $(basename "$db"), columns $want"
	fi
	for other in "$TMP/synth.db" "$REC" "$ENERGY"; do
		[ "$other" = "$db" ] && continue
		sqlite3 -readonly "$other" <"$q" >/dev/null 2>"$TMP/$name.err" ||
			fail "$name: fails on $(basename "$other"): $(head -1 "$TMP/$name.err")"
	done
done
[ "$n" -gt 0 ] || fail "no examples/queries/*.sql"

# some answers known from elsewhere
col() { # QUERY-OUTPUT COLUMN: that column's values
	awk -F'|' -v c="$2" 'NR == 1 { for (i = 1; i <= NF; i++) if ($i == c) k = i; next } { print $k }' "$1"
}
if [ -f "$TMP/energy_per_second.out" ]; then
	bad=$(col "$TMP/energy_per_second.out" watts | awk '$1 < 19.99 || $1 > 20.01' | wc -l)
	check_eq "energy_per_second: every second of a 20 W package is 20 W" "$bad" 0
	check_eq "energy_per_second: 3 s for each of the 2 energy counters, no cycles" \
		"$(col "$TMP/energy_per_second.out" counter | sort | uniq -c | awk '{ print $2 "x" $1 }' | tr '\n' ' ')" \
		"power/energy-pkgx3 powercap/package-0x3 "
fi
if [ -f "$TMP/requested_vs_delivered.out" ]; then
	got=$(python3 - "$TMP/synth.json" "$TMP/requested_vs_delivered.out" <<'EOF'
import json, sys
rep = {c["cpu"]: c for c in json.load(open(sys.argv[1]))["perf"]["per_cpu"]}
rows = [l.rstrip("\n").split("|") for l in open(sys.argv[2])]
h = rows[0]
bad = []
for r in rows[1:]:
    d = dict(zip(h, r))
    c = rep.get(int(d["cpu_id"]))
    for q, k in (("requested", "requested_ratio"), ("delivered", "delivered_ratio"), ("busy", "busy")):
        if c is None or abs(float(d[q]) - c[k]) > 0.0006:
            bad.append("cpu %s %s %s vs %s" % (d["cpu_id"], q, d[q], c and c[k]))
    if c is None or int(d["windows"]) != c["windows"]:
        bad.append("cpu %s windows" % d["cpu_id"])
print("; ".join(bad) if bad else "%d CPUs agree" % (len(rows) - 1))
EOF
)
	case $got in
	*"CPUs agree") pass "requested_vs_delivered: per CPU as the report's JSON ($got)" ;;
	*) fail "requested_vs_delivered: differs from the report's JSON: $got" ;;
	esac
fi
if [ -f "$TMP/slowest_governor_updates.out" ]; then
	want=$(python3 -c 'import json, sys; print("%.1f" % json.load(open(sys.argv[1]))["governor"]["delay_us"]["max"])' "$TMP/synth.json")
	check_eq "slowest_governor_updates: the slowest is the report's max delay" \
		"$(col "$TMP/slowest_governor_updates.out" delay_us | head -1)" "$want"
fi

# the reports: the README's block, run as written
need_fixture juno_r0_sched_load.trace.dat pixel2_youtube_schedutil.systrace.html
awk '/examples.sh runs this block/ { f = 1; next } f && /^```sh/ { on = 1; next } on && /^```/ { exit } on' \
	"$EX/README.md" >"$TMP/regen.sh"
if [ ! -s "$TMP/regen.sh" ]; then
	fail "examples/README.md has no regenerate block"
	t_done
	exit
fi
W=$TMP/tree
mkdir -p "$W/examples/reports" "$W/examples/runs"
cp "$EX"/runs/*.db "$W/examples/runs/" 2>/dev/null
ln -s "$PSTATE_TRACE" "$W/pstate-trace"
ln -s "$PSTATE_ANALYZE" "$W/pstate-analyze"
ln -s "$TOP/tests" "$W/tests"
if (cd "$W" && FIXTURES=$FIXTURES bash -eu "$TMP/regen.sh") >"$TMP/regen.log" 2>&1; then
	pass "README's regenerate block runs"
else
	fail "README's regenerate block failed: $(tail -3 "$TMP/regen.log" | tr '\n' ' ')"
fi
left=$(cd "$W/examples" && ls | grep -v -x -e reports -e runs | tr '\n' ' ')
check_eq "the block cleans up after itself" "$left" ""
for r in "$EX"/reports/* "$W"/examples/reports/*; do
	[ -e "$r" ] || continue
	name=$(basename "$r")
	case $r in "$W"/*) [ -e "$EX/reports/$name" ] && continue ;; esac
	if [ ! -e "$W/examples/reports/$name" ]; then
		fail "reports/$name: the README's block does not make it"
	elif [ ! -e "$EX/reports/$name" ]; then
		fail "reports/$name: made by the README's block but not in examples/reports"
	elif diff -u "$EX/reports/$name" "$W/examples/reports/$name" >"$TMP/$name.diff"; then
		pass "reports/$name: what the programs print now"
	else
		fail "reports/$name: the programs print something else now (regenerate: examples/README.md): $(grep '^[-+][^-+]' "$TMP/$name.diff" | head -4 | tr '\n' ' ')"
	fi
done

# the README's example report: lines of the synthetic report, in order
relay python3 - "$TOP/README.md" "$EX/reports/synth-tbench-kthread.txt" <<'EOF'
import sys
readme = open(sys.argv[1]).read()
sec = readme[readme.index("\n## An example report\n"):]
block = sec[sec.index("\n```\n") + 5:]
block = block[:block.index("\n```\n")].split("\n")
report = open(sys.argv[2]).read().split("\n")
i, missing = 0, []
for line in block:
    while i < len(report) and report[i] != line:
        i += 1
    if i == len(report):
        missing.append(line)
        i = 0
    else:
        i += 1
print("%s - README's example report: %d lines of reports/synth-tbench-kthread.txt, in order%s" %
      ("not ok" if missing or len(block) < 10 else "ok", len(block),
       ": not there: %r" % missing[:2] if missing else ""))
EOF
t_done
