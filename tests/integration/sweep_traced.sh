#!/bin/bash
# sweep_traced: scripts/sweep --traced 1 for real - two labels, three
# repeats, two hackbench group counts: per label and value exactly one run
# is traced (meta tracing = full, with sched_switch rows and the events it
# enabled), the two others light (meta tracing = counters-only, no event
# rows at all, no events enabled), the same repeat for every label and
# value; every run has its result; the runs went in the interleaved order
# (A B, B A, ...), as the sweep's log shows; compare takes its ratios from
# the two light runs of each label and value (checked against sqlite3) and
# gives the tracing overhead (traced / light) in a line per benchmark; then
# --traced 0 (every run light) and --traced 3 (every run traced).
# quick
. "$(dirname "$0")/../lib.sh"
need_tracefs
for t in hackbench sqlite3; do
	command -v $t >/dev/null || skip_all "$t is not installed (make deps)"
done
export PSTATE_TRACE
# shellcheck source=scripts/bench-lib.sh
prog=sweep_traced . "$TOP/scripts/bench-lib.sh"
SWEEP=$TOP/scripts/sweep
RES=$TMP/results

meta() { q "$1" "SELECT value FROM meta WHERE key = '$2'"; }

"$SWEEP" -o "$RES" --labels base,new --values 1,2 --repeats 3 --traced 1 hackbench --loops 20 \
	>"$TMP/sweep.out" 2>"$TMP/sweep.err"
check_eq "sweep --traced 1: exit 0" "$?" 0
check_eq "sweep --traced 1: 12 databases (2 labels x 2 values x 3 repeats)" \
	"$(ls "$RES"/*/*.db | wc -l)" 12
check "sweep --traced 1: says how many of each" grep -q "^sweep: 12 runs in $RES/ (4 traced, 8 light)" \
	"$TMP/sweep.err"

traced_rep=
for l in base new; do
	for v in 1 2; do
		full=() light=()
		for r in 1 2 3; do
			db=$RES/$l/hackbench-$v-$r.db
			case "$(meta "$db" tracing)" in
			full) full+=("$r") ;;
			counters-only) light+=("$r") ;;
			*) fail "$l groups=$v repeat $r: meta tracing is '$(meta "$db" tracing)'" ;;
			esac
			check_eq "$l groups=$v repeat $r: hackbench's time is the main result" \
				"$(q "$db" "SELECT metric || ' ' || (value > 0) FROM workload_result WHERE main = 1")" "time 1"
		done
		check_eq "$l groups=$v: exactly one traced run" "${#full[@]}" 1
		check_eq "$l groups=$v: the two others light" "${#light[@]}" 2
		[ ${#full[@]} = 1 ] || continue
		traced_rep=${traced_rep:-${full[0]}}
		check_eq "$l groups=$v: the traced repeat is the same as the others' ($traced_rep)" \
			"${full[0]}" "$traced_rep"
		db=$RES/$l/hackbench-$v-${full[0]}.db
		check "$l groups=$v: the traced run has sched_switch rows and enabled events" \
			test "$(q "$db" "SELECT count(*) FROM sched_switch")" -gt 0 -a -n "$(meta "$db" events_enabled)"
		for r in "${light[@]}"; do
			db=$RES/$l/hackbench-$v-$r.db
			check_eq "$l groups=$v repeat $r (light): no event rows, no events enabled" \
				"$(db_events "$db")|$(meta "$db" events_enabled)" "0|"
		done
	done
done

# compare: the ratios from the light runs, the overhead from traced / light
"$PSTATE_ANALYZE" compare --baseline base --format json "$RES"/*/*.db >"$TMP/cmp.json" \
	2>"$TMP/cmp.err"
check_eq "compare --format json: exit 0" "$?" 0
"$PSTATE_ANALYZE" compare --baseline base "$RES"/*/*.db >"$TMP/cmp.txt" 2>>"$TMP/cmp.err"
check_eq "compare: exit 0" "$?" 0
for l in base new; do
	for v in 1 2; do
		for r in 1 2 3; do
			db=$RES/$l/hackbench-$v-$r.db
			echo "$l $v $(meta "$db" tracing) $(q "$db" "SELECT value FROM workload_result WHERE main = 1")"
		done
	done
done >"$TMP/times"
relay python3 - "$TMP/cmp.json" "$TMP/times" <<'EOF'
import json, math, sys
doc = json.load(open(sys.argv[1]))
runs = {}
for line in open(sys.argv[2]):
    l, v, kind, t = line.split()
    runs.setdefault((l, v, kind), []).append(float(t))
mean = {k: sum(x) / len(x) for k, x in runs.items()}
def ok(cond, name):
    print(("ok - " if cond else "not ok - ") + "compare: " + name)
b = doc["benchmarks"][0]
ok(doc["runs_light"] == 8 and doc["runs_traced"] == 4, "8 light and 4 traced runs")
per = [mean[("new", v, "counters-only")] / mean[("base", v, "counters-only")] for v in "12"]
for v, r in zip("12", per):
    ok(abs(b["by_param"][v]["new"] - r) < 1e-5 * r,
       "groups=%s: new / base of the two light runs each = %.6f" % (v, r))
gm = math.sqrt(per[0] * per[1])
ok(abs(b["ratio"]["new"] - gm) < 1e-5 * gm, "ratio = their geometric mean %.6f" % gm)
ok(b["from_traced"] == {"base": False, "new": False}, "no ratio from traced runs")
for l in ("base", "new"):
    ov = math.sqrt(math.prod(mean[(l, v, "full")] / mean[(l, v, "counters-only")] for v in "12"))
    ok(abs(b["overhead"][l] - ov) < 1e-5 * ov,
       "%s: tracing overhead = traced / light over the values = %.6f" % (l, ov))
    ok(b["metrics"][l]["traced_runs"] == 2, "%s: the key metrics from its 2 traced runs" % l)
EOF
check "compare: the tracing overhead has a line for hackbench" \
	sh -c "sed -n '/^TRACING OVERHEAD\$/,/^[A-Z]/p' '$TMP/cmp.txt' | grep -Eq '^  hackbench +(~?[0-9]\.[0-9][0-9]|~) +(~?[0-9]\.[0-9][0-9]|~)\$'"

# the order of the runs, from the log: per round (repeat, value) both labels,
# every other round the other way round
order=$(grep -o '^== [0-9:]* \[[0-9]*/12\] [a-z]*: .* -o [^ ]*/\(base\|new\)/hackbench-[0-9]-[0-9].db' \
	"$RES/sweep.log" | sed 's|.*/\([a-z]*\)/hackbench-\([0-9]\)-\([0-9]\)\.db$|\3\2\1|' | tr '\n' ' ')
check_eq "sweep --traced 1: the runs interleaved (repeat, value, label)" "$order" \
	"11base 11new 12new 12base 21base 21new 22new 22base 31base 31new 32new 32base "
kinds=$(grep -o '^== [0-9:]* \[[0-9]*/12\] [a-z]*' "$RES/sweep.log" | awk '{ print $4 }' | sort | uniq -c |
	awk '{ printf "%s %s ", $2, $1 }')
check_eq "sweep --traced 1: the log says which kind each run is" "$kinds" "light 8 traced 4 "

# --traced 0: every run light; --traced 3: every run traced
"$SWEEP" -o "$TMP/t0" --labels a --values 1 --repeats 2 --traced 0 hackbench --loops 20 \
	>/dev/null 2>&1
check_eq "sweep --traced 0: exit 0" "$?" 0
check_eq "sweep --traced 0: every run light" \
	"$(for db in "$TMP"/t0/a/*.db; do meta "$db" tracing; done | sort | uniq -c | awk '{ print $1, $2 }')" \
	"2 counters-only"
"$SWEEP" -o "$TMP/t3" --labels a --values 1 --repeats 3 --traced 3 hackbench --loops 20 \
	>/dev/null 2>&1
check_eq "sweep --traced 3 of 3: exit 0" "$?" 0
check_eq "sweep --traced 3 of 3: every run traced" \
	"$(for db in "$TMP"/t3/a/*.db; do meta "$db" tracing; done | sort | uniq -c | awk '{ print $1, $2 }')" \
	"3 full"
no_instance_left sweep_traced
t_done
