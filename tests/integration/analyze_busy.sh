#!/bin/bash
# analyze_busy: rates per CPU over the CPUs that ran the workload.  A
# 256-CPU slow-path trace whose workload runs on 4 CPUs (synth.py
# slow-path-wide, with a workload task on CPU 200 that runs too little to
# make it busy and a task not of the workload keeping CPU 100 busy): the
# busy CPUs are 0-3, the sugov switch-ins per second and busy CPU are those
# truth.py counts by brute force, the average over all 256 CPUs is below
# the slow-path criterion and the rate per busy CPU above it, and the
# finding is there, judged on it; the text says both rates.  --cpus widens
# a 4-CPU scenario without moving its busy CPUs; --cpu keeps the busy CPUs
# among those analysed; a workload that makes no CPU busy falls back to
# the rate over every CPU.
# quick
. "$(dirname "$0")/../lib.sh"
command -v python3 >/dev/null || skip_all "python3 is not installed"
SYNTH=$TOP/tests/synth
cd "$TMP" || exit 1

# make NAME SYNTH-ARGS...: NAME/trace.txt and truth.json, NAME.db, NAME.json
make_run() {
	local name=$1 re
	shift
	"$SYNTH/synth.py" -o "$name" "$@" >/dev/null || { fail "$name: synth.py $* failed"; return 1; }
	mapfile -t args < <(python3 -c "import json, sys; print('\n'.join(json.load(open(sys.argv[1]))['import_args']))" "$name/truth.json")
	re=$(python3 -c "import json, sys; print(json.load(open(sys.argv[1]))['workload_comm_regex'])" "$name/truth.json")
	"$PSTATE_TRACE" import -q -o "$name.db" "${args[@]}" "$name/trace.txt" || { fail "$name: import failed"; return 1; }
	"$PSTATE_ANALYZE" report "$name.db" --comm "$re" --format json >"$name.json" &&
		"$PSTATE_ANALYZE" report "$name.db" --comm "$re" >"$name.text" ||
		{ fail "$name: report failed"; return 1; }
	echo "$re" >"$name.re"
}

make_run wide --scenario slow-path-wide --seed 1 &&
	relay python3 "$SYNTH/check_report.py" wide.json wide/truth.json --label "slow-path-wide"
relay python3 - <<'EOF'
import json
r, t = json.load(open('wide.json')), json.load(open('wide/truth.json'))
def check(name, ok, got=None):
    print(('ok - ' if ok else 'not ok - ') + name + ('' if ok else ': got %r' % (got,)))
w, s = r['run']['workload'], r['governor']['sugov']
check('256 CPUs, 4 busy: 0-3', (r['run']['nr_cpus'], w['busy_cpus'], w['busy_cpu_list']) ==
      (256, 4, '0-3'), (r['run']['nr_cpus'], w))
# by brute force from the truth: the busy CPUs' switch-ins over their time
e = t['extra']
per_cpu = e['sugov']['per_cpu']
busy = [c for c, us in e['workload_us_per_cpu'].items()
        if us >= 0.1 * t['run']['duration_s'] * 1e6]
want = sum(per_cpu[c] for c in busy) / (t['run']['duration_s'] * len(busy))
check('per busy CPU: %.1f/s, the busy CPUs\' switch-ins over their time' % s['per_s_per_busy_cpu'],
      abs(s['per_s_per_busy_cpu'] - want) <= 1e-6 * want, (s['per_s_per_busy_cpu'], want))
check('CPU 200 ran the workload, too little to be busy; CPU 100 busy with another task',
      0 < e['workload_us_per_cpu'].get('200', 0) < 0.1 * t['run']['duration_s'] * 1e6
      and '100' not in e['workload_us_per_cpu'] and per_cpu['100'] > 0, e['workload_us_per_cpu'])
check('the switch-ins of CPU 100 count over all CPUs, not over the busy ones',
      s['busy_cpus_switch_ins'] == s['switch_ins'] - sum(v for c, v in per_cpu.items()
                                                         if c not in busy), s)
check('the average over 256 CPUs (%.1f/s) misses the criterion, the busy CPUs\' (%.0f/s) meet it'
      % (s['per_s_per_cpu'], s['per_s_per_busy_cpu']),
      s['per_s_per_cpu'] < 10 <= s['per_s_per_busy_cpu'] and
      s['per_s_per_busy_cpu'] > 40 * s['per_s_per_cpu'], s)
f = [f for f in r['findings'] if f['id'] == 'slow-path']
check('slow-path found, judged on the rate per busy CPU',
      f and f[0]['evidence']['sugov_switch_ins_per_s_per_busy_cpu'] == s['per_s_per_busy_cpu']
      and f[0]['evidence']['sugov_switch_ins_per_s_per_cpu'] == s['per_s_per_cpu']
      and f[0]['evidence']['busy_cpus'] == 4, f)
check('the on-CPU share over the busy CPUs is over 50 times that over all CPUs',
      s['on_cpu_share_busy_cpus'] > 50 * s['on_cpu_share'], s)
EOF
check "text: the busy CPUs in RUN" grep -q '^  busy CPUs   4 of 256 ran the workload 10% of the time or more: 0-3$' wide.text
check "text: sugov per CPU and per busy CPU" sh -c \
	"grep -q '^  sugov  .*switch-ins/s, [0-9.]*/s per CPU' wide.text &&
	 grep -q '^ *on the 4 busy CPUs: [0-9,]*/s per busy CPU' wide.text"
check "text: the finding's why names the busy CPUs' rate" grep -q "on each CPU that ran the" wide.text
check_eq "text: 80 columns" "$(awk 'length($0) > 80' wide.text | wc -l)" 0

# --cpus: the 4-CPU scenario on 64 CPUs, its workload on the same 4
make_run k64 --scenario tbench-kthread --seed 1 --cpus 64 &&
	relay python3 "$SYNTH/check_report.py" k64.json k64/truth.json --label "tbench-kthread --cpus 64"
check_eq "--cpus 64: 64 CPUs, busy 0-3" \
	"$(python3 -c "import json; r = json.load(open('k64.json'))['run']; print(r['nr_cpus'], r['workload']['busy_cpu_list'])")" "64 0-3"

# --cpu: the busy CPUs are among those analysed
"$PSTATE_ANALYZE" report wide.db --comm "$(cat wide.re)" --cpu 1-2,100 --format json >sel.json
check_eq "--cpu 1-2,100: busy 1-2 of 3" \
	"$(python3 -c "import json; r = json.load(open('sel.json')); w = r['run']['workload']; s = r['governor']['sugov']; print(w['busy_cpus'], w['busy_cpu_list'], s['busy_cpus_switch_ins'] < s['switch_ins'])")" \
	"2 1-2 True"

# no busy CPU: a workload of one task (--comm) running too little anywhere
"$PSTATE_ANALYZE" report wide.db --pid 1300 --format json >thin.json
"$PSTATE_ANALYZE" report wide.db --pid 1300 >thin.text
relay python3 - <<'EOF'
import json
r = json.load(open('thin.json'))
w, s = r['run']['workload'], r['governor']['sugov']
f = [f for f in r['findings'] if f['id'] == 'slow-path']
ok = (w['busy_cpus'] == 0 and w['busy_cpu_list'] is None and s['per_s_per_busy_cpu'] is None
      and not f)  # judged on the diluted average: below the criterion
print(('ok - ' if ok else 'not ok - ') + 'no busy CPU: null, the finding judged on every CPU '
      '(%s/s: not found)' % s['per_s_per_cpu'] + ('' if ok else ': %r %r' % (w, f)))
EOF
check "no busy CPU: the text says so" grep -q "^  busy CPUs   none of 256 ran the workload 10% of the time" thin.text
t_done
