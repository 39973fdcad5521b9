#!/bin/bash
# analyze_cstates: the idle states of a run.  On synthetic traces (the
# 256-CPU slow-path-wide, whose idle CPUs a timer wakes now and then, and
# the same trace with some states renumbered to 0 and 12) the time and
# entries per cpu_idle state, the time of CPUs idle in a state no event
# names, and the wakeup latency of workload tasks by what their target CPU
# was doing at the waking are those truth.py computes by brute force from
# the text.  With the snapshot's cpuidle_state rows the report names the
# states, with their exit latency and target residency (a range when the
# CPUs differ); without the table (an older tool's database) it says
# "state N".  Text and markdown fit 80 columns.
# quick
. "$(dirname "$0")/../lib.sh"
command -v python3 >/dev/null || skip_all "python3 is not installed"
command -v sqlite3 >/dev/null || skip_all "sqlite3 is not installed"
SYNTH=$TOP/tests/synth
cd "$TMP" || exit 1

"$SYNTH/synth.py" --scenario slow-path-wide --seed 3 -o wide >/dev/null ||
	{ fail "synth.py slow-path-wide failed"; t_done; exit; }
mapfile -t args < <(python3 -c "import json, sys; print('\n'.join(json.load(open(sys.argv[1]))['import_args']))" wide/truth.json)
re=$(python3 -c "import json, sys; print(json.load(open(sys.argv[1]))['workload_comm_regex'])" wide/truth.json)

# the same trace, every 5th state=2 a 12 (past the states a CPU can have),
# every 7th state=1 a 0 (POLL)
mkdir -p renum
awk '/cpu_idle: state=2 / && ++n % 5 == 0 { sub(/state=2 /, "state=12 ") }
     /cpu_idle: state=1 / && ++m % 7 == 0 { sub(/state=1 /, "state=0 ") } { print }' \
	wide/trace.txt >renum/trace.txt
python3 "$SYNTH/truth.py" renum/trace.txt --attrs wide/truth.json --comm "$re" -o renum/truth.json ||
	fail "truth.py on the renumbered trace failed"
python3 - <<'EOF'
import json
t = json.load(open('renum/truth.json'))
w = json.load(open('wide/truth.json'))
# the checker wants the findings the trace's own truth has
t['findings_expected'], t['findings_absent'] = w['findings_expected'], w['findings_absent']
json.dump(t, open('renum/truth.json', 'w'))
EOF

for r in wide renum; do
	"$PSTATE_TRACE" import -q -o $r.db "${args[@]}" $r/trace.txt || { fail "$r: import failed"; continue; }
	"$PSTATE_ANALYZE" report $r.db --comm "$re" --format json >$r.json || fail "$r: report failed"
	relay python3 "$SYNTH/check_report.py" $r.json $r/truth.json --label $r
done
relay python3 - <<'EOF'
import json
def check(name, ok, got=None):
    print(('ok - ' if ok else 'not ok - ') + name + ('' if ok else ': got %r' % (got,)))
t = json.load(open('renum/truth.json'))['extra']
check('renum: the truth has states 0, 1, 2 and others, and latencies by state',
      set(t['idle_states']) == {'state0', 'state1', 'state2', 'other'} and
      {'state1', 'state2'} <= set(t['wakeup_us_by_idle_state']), t['idle_states'])
r = json.load(open('wide.json'))
i = r['idle']
check('wide: no snapshot, no names', all(e['name'] is None and e['latency_us'] is None
                                         for e in i['states']), i['states'])
check('wide: the CPUs idle from the start in a state not said: a share of the CPU time',
      0 < i['unknown_state_share'] < 1, i)
EOF

# the snapshot a recording takes: POLL, C1, C2 on every CPU; C2's exit
# latency and target residency 350/700 us on CPUs 0-127, 400/800 above;
# C2 disabled on CPU 255
cp wide.db snap.db
q snap.db "WITH RECURSIVE c(n) AS (SELECT 0 UNION ALL SELECT n + 1 FROM c WHERE n < 255)
INSERT INTO cpuidle_state (cpu, state, name, description, latency_us, residency_us, usage, time_us, disable)
	SELECT n, 0, 'POLL', 'CPUIDLE CORE POLL IDLE', 0, 0, 1, 1, 0 FROM c
	UNION ALL SELECT n, 1, 'C1', 'ACPI FFH MWAIT 0x0', 1, 2, 1, 1, 0 FROM c
	UNION ALL SELECT n, 2, 'C2', 'ACPI IOPORT 0x814', CASE WHEN n < 128 THEN 350 ELSE 400 END,
		CASE WHEN n < 128 THEN 700 ELSE 800 END, 1, 1, n = 255 FROM c;
INSERT INTO meta VALUES ('cpuidle_driver', 'acpi_idle'), ('cpuidle_governor', 'menu')"
cp wide.db old.db
q old.db "DROP TABLE cpuidle_state"
for r in snap old; do
	for fmt in text markdown json; do
		"$PSTATE_ANALYZE" report $r.db --comm "$re" --format $fmt >$r.$fmt 2>$r.err ||
			fail "$r: report --format $fmt failed: $(head -1 $r.err)"
	done
	check_eq "$r: text and markdown fit 80 columns" \
		"$(cat $r.text $r.markdown | awk 'length($0) > 80' | wc -l)" 0
done
relay python3 - <<'EOF'
import json
def check(name, ok, got=None):
    print(('ok - ' if ok else 'not ok - ') + name + ('' if ok else ': got %r' % (got,)))
s, w = json.load(open('snap.json')), json.load(open('wide.json'))
st = {e['state']: e for e in s['idle']['states']}
check('snapshot: POLL, C1, C2 named, with the exit latency and target residency range',
      [(k, st[k]['name'], st[k]['latency_us'], st[k]['latency_max_us'],
        st[k]['target_residency_us'], st[k]['target_residency_max_us'], st[k]['cpus'],
        st[k]['disabled_cpus']) for k in sorted(st)] ==
      [(0, 'POLL', 0, 0, 0, 0, 256, 0), (1, 'C1', 1, 1, 2, 2, 256, 0),
       (2, 'C2', 350, 400, 700, 800, 256, 1)], st)
check('snapshot: POLL listed without time or entries', st[0]['entries'] == 0 and
      st[0]['time_us'] == 0, st[0])
ws = {e['state']: e for e in w['idle']['states']}
check('snapshot: the time and entries per state are the events\', as without it',
      all(st[k]['time_us'] == ws[k]['time_us'] and st[k]['entries'] == ws[k]['entries']
          for k in ws), (st, ws))
check('snapshot: meta cpuidle_driver and governor', (s['idle']['cpuidle_driver'],
      s['idle']['cpuidle_governor']) == ('acpi_idle', 'menu'), s['idle'])
check('snapshot: the latency by idle state is the same',
      s['latency']['by_idle_state'] == w['latency']['by_idle_state'])
o = json.load(open('old.json'))
check('older database without cpuidle_state: no names, the same numbers',
      o['idle']['states'] == w['idle']['states'] and o['idle']['cpuidle_driver'] is None)
EOF
check "snapshot text: the table names the states" sh -c \
	"grep -q '^ *2  C2 (off)  *350-400  *700-800  *[0-9.]*%  ' snap.text &&
	 grep -q '^ *1  C1  *1  *2  *[0-9.]*%  ' snap.text && grep -q '^ *0  POLL  *0  *0  *0.0%  *0  *-$' snap.text"
check "snapshot text: says where the names come from" \
	grep -q '^  states      names, exit latency and target residency from the snapshot' snap.text
check "snapshot text: the latency by the target CPU's state, by name" sh -c \
	"grep -q '^  in C1  *[0-9]' snap.text && grep -q '^  in C2  *[0-9]' snap.text &&
	 grep -q '^  idle, no state  *[0-9]' snap.text"
check "no snapshot: 'state N' in both tables" sh -c \
	"grep -q '^ *2  state 2  *-  *-  ' old.text && grep -q '^  in state 2  *[0-9]' old.text"
check "no snapshot: says so" grep -q '^  states      by the index cpu_idle gives: the run has no snapshot' old.text
check "markdown: the same tables" sh -c "grep -q 'C2 (off)' snap.markdown && grep -q 'in C2' snap.markdown"
t_done
