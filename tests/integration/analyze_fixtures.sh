#!/bin/bash
# analyze_fixtures: the report of each real trace says what its README says
# of it: who writes the frequency (sugov:N kthreads on the Pixel and the
# Juno sched_load run, a kworker on the Juno rt-app run, fast_switch on the
# amd-pstate doc lines), how many updates, what cannot be told (no
# aperf/mperf, no wakeups, no energy), and the text fits 80 columns.
# quick
. "$(dirname "$0")/../lib.sh"
command -v python3 >/dev/null || skip_all "python3 is not installed"
need_fixture juno_r0_sched_load.trace.dat juno_r0_rtapp_example.trace.dat \
	pixel2_youtube_schedutil.systrace.html kernel_doc_amd_pstate_perf.txt

# run FILE NAME: import and report (JSON + text)
run() {
	"$PSTATE_TRACE" import -q -o "$TMP/$2.db" "$FIXTURES/$1" || { fail "$2: import"; return 1; }
	"$PSTATE_ANALYZE" report "$TMP/$2.db" --format json >"$TMP/$2.json" || { fail "$2: report"; return 1; }
	"$PSTATE_ANALYZE" report "$TMP/$2.db" >"$TMP/$2.txt"
	check_eq "$2: text report within 80 columns" "$(awk 'length($0) > 80' "$TMP/$2.txt" | wc -l)" 0
	"$PSTATE_ANALYZE" report "$TMP/$2.db" --format markdown >"$TMP/$2.md"
	check_eq "$2: markdown report within 80 columns" "$(awk 'length($0) > 80' "$TMP/$2.md" | wc -l)" 0
}
# js NAME EXPR: a value of the JSON report (python expression over r)
js() {
	python3 -c "import json, sys; r = json.load(open(sys.argv[1])); print($2)" "$TMP/$1.json"
}

run juno_r0_sched_load.trace.dat juno
check_eq "juno: 16 updates (cpu_frequency)" "$(js juno "r['governor']['updates']")" 16
check_eq "juno: written by the sugov:N kthreads" "$(js juno "r['governor']['path']")" kthread
check_eq "juno: no wakeups, so no latency" "$(js juno "r['latency']['wakeup_us']")" None
check "juno: says the trace has no wakeups" grep -q "no sched_waking or sched_wakeup" "$TMP/juno.txt"
check_eq "juno: a mode finding, nothing invented" "$(js juno "[f['id'] for f in r['findings']]")" "['mode']"

run juno_r0_rtapp_example.trace.dat rtapp
check_eq "rt-app: 12 updates" "$(js rtapp "r['governor']['updates']")" 12
check_eq "rt-app: written by a kworker" "$(js rtapp "r['governor']['path']")" workqueue

run pixel2_youtube_schedutil.systrace.html pixel
check_eq "pixel: 104 updates (per CPU of each policy)" "$(js pixel "r['governor']['updates']")" 104
check_eq "pixel: written by the sugov:N kthreads" "$(js pixel "r['governor']['path']")" kthread
check_eq "pixel: delay from the sugov wakeups (no queue events)" \
	"$(js pixel "r['governor']['delay_source']")" sugov_waking
check "pixel: latency from sched_wakeup (the trace has no sched_waking)" \
	grep -q "sched_wakeup (the trace has no sched_waking)" "$TMP/pixel.txt"
check "pixel: says delivered performance is not available" \
	grep -q "delivered performance: no counter windows" "$TMP/pixel.txt"
check "pixel: says energy is not available" grep -q "energy" "$TMP/pixel.txt"

run kernel_doc_amd_pstate_perf.txt amd
check_eq "amd doc: 7 amd_pstate_perf updates" "$(js amd "r['governor']['updates']")" 7
check_eq "amd doc: fast_switch=true" "$(js amd "r['governor']['path']")" fast_switch
check_eq "amd doc: no delay for fast_switch" "$(js amd "r['governor']['delay_us']")" None
# no sched_switch at all: busy time is unknown, not 0%, and the residency
# says why it is empty beside the requests it counted
check "amd doc: busy time unknown without sched_switch" \
	grep -q "busy        unknown: the trace has no sched_switch events" "$TMP/amd.txt"
check "amd doc: residency: the requests counted, busy time unknown" \
	grep -q "requests    7 frequency requests, but busy time is unknown" "$TMP/amd.txt"
check "amd doc: never 'no frequency requests' beside its writes" \
	test "$(grep -c "no frequency requests" "$TMP/amd.txt")" = 0
check "amd doc: the 5.17 event has no aperf/mperf" grep -q "5.17 form" "$TMP/amd.txt"
t_done
