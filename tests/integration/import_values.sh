#!/bin/bash
# import_values: text whose numbers do not fit, lines cut short, CPUs no
# kernel has, -q: never another number.  A line whose own columns (pid,
# CPU, timestamp) cannot be read exactly is a line that did not parse; a
# field value that cannot be stored as its column's type (a 64-bit signed
# integer; a pid: int) is NULL and counted (meta values_invalid); the lines
# that did not parse are counted (meta lines_unparsed) and said, also
# under -q.
# quick
. "$(dirname "$0")/../lib.sh"
command -v python3 >/dev/null || skip_all "python3 is not installed"
cd "$TMP" || exit 1

sw() { # TS NEXT_PID: a sched_switch line on CPU 0
	echo "          bash-100   [000] d..2 $1: sched_switch: prev_comm=bash prev_pid=100 prev_prio=120 prev_state=S ==> next_comm=foo next_pid=$2 next_prio=120"
}
amd() { # TS DES_PERF MPERF
	echo "          bash-100   [001] d..2 $1: amd_pstate_perf: amd_min_perf=10 amd_des_perf=$2 amd_max_perf=166 freq=3000000 mperf=$3 aperf=100 tsc=200 cpu_id=1 fast_switch=true"
}
{
	echo "# tracer: nop"
	sw 10.000001 200
	amd 10.000002 184467440737095516160129 100           # 2^64 * 10 + 129: wraps to 129
	amd 10.000003 9223372036854775807 9223372036854775808 # INT64_MAX, and one more
	amd 10.000004 -9223372036854775808 0x7fffffffffffffff # INT64_MIN, hex INT64_MAX
	amd 10.000005 0x8000000000000000 abc                   # hex past INT64_MAX, not a number
	sw 10.000006 12345678901234567890123                   # a 23-digit pid (wraps to 2003764205206896630)
	sw 10.000007 4294967297                                # fits INTEGER, not a pid: int
	echo "          bash-12345678901234567890123 [000] d..2 10.000008: sched_switch: prev_comm=bash prev_pid=1 prev_prio=120 prev_state=S ==> next_comm=foo next_pid=2 next_prio=120"
	echo "          bash-100   [000] d..2 18446744073.709551: cpu_idle: state=1 cpu_id=0"
	echo "          bash-100   [99999] d..2 10.000009: cpu_idle: state=1 cpu_id=0"
	echo "CPU:99999 [LOST 5 EVENTS]"
	echo "          bash-100   [000] d..2 10.000010: workqueue_execute_start: work struct 0xffff888100000000: function dbs_work_handler"
	echo "          bash-100   [000] d..2 10.000011: workqueue_execute_end: work struct 0x1ffff888100000000"
	echo "          bash-100   [000] d..2 10.000012: workqueue_execute_end: work struct (null)"
	sw 10.000013 300
	printf '%s' "$(sw 10.000014 301)" | head -c 120                 # the file ends inside this line
} >values.txt

"$PSTATE_TRACE" import -o values.db values.txt >out 2>err
check_eq "exit 1: the file is cut inside its last line" "$?" 1
check_eq "amd_pstate_perf: what fits is kept exactly, the rest NULL" \
	"$(q values.db "SELECT group_concat(quote(target_perf) || ' ' || quote(mperf), ', ') FROM (SELECT * FROM amd_pstate_perf ORDER BY seq)")" \
	"NULL 100, 9223372036854775807 NULL, -9223372036854775808 9223372036854775807, NULL NULL"
check_eq "sched_switch: a pid no int holds is NULL; the line cut short is not read" \
	"$(q values.db "SELECT group_concat(quote(next_pid), ' ') FROM (SELECT * FROM sched_switch ORDER BY seq)")" \
	"200 NULL NULL 300"
check_eq "task: no pid made of a wrapped number" \
	"$(q values.db "SELECT count(*) FROM task WHERE pid NOT IN (100, 200, 300)")" 0
check_eq "work pointers: 64 bits kept (negative as INTEGER), 17 hex digits NULL, (null) is 0" \
	"$(q values.db "SELECT group_concat(quote(work), ' ') FROM (SELECT work, seq FROM workqueue_execute_start UNION ALL SELECT work, seq FROM workqueue_execute_end ORDER BY seq)")" \
	"$(python3 -c 'print(0xffff888100000000 - 2**64)') NULL 0"
check_eq "no cpu_idle row (its lines did not parse), no lost events on CPU 99999" \
	"$(q values.db "SELECT (SELECT count(*) FROM cpu_idle) || ' ' || (SELECT count(*) FROM lost_events)")" "0 0"
check_eq "the cpu table: CPUs 0 and 1" "$(q values.db "SELECT group_concat(cpu, ' ') FROM cpu")" "0 1"
check_eq "meta: counts and CPUs" \
	"$(q values.db "SELECT group_concat(key || '=' || value, ' ') FROM (SELECT * FROM meta WHERE key IN ('lines_unparsed', 'values_invalid', 'nr_cpus') ORDER BY key)")" \
	"lines_unparsed=5 nr_cpus=2 values_invalid=7"
check "says the value that does not fit, with its line" \
	grep -q "^pstate-trace: values.txt:3: amd_des_perf=184467440737095516160129: out of range, stored as NULL$" err
check "says the value that is not a number" \
	grep -q "^pstate-trace: values.txt:6: mperf=abc: not a number, stored as NULL$" err
check "says the CPU no kernel has" \
	grep -q "^pstate-trace: values.txt:11: CPU 99999 is past the last a kernel can have (8191), not read" err
check "says the lost events on that CPU are not read" \
	grep -q "^pstate-trace: values.txt:12: CPU 99999 is past the last a kernel can have (8191), not read" err
check "says the line cut short by the end of the file" \
	grep -q "^pstate-trace: values.txt:17: the file ends inside this line (no newline), not read" err
check "the summary: cut short, lines not parsed and invalid values" \
	grep -q "bad input  cut short (meta truncated), 5 lines did not parse, 7 invalid" err
"$PSTATE_TRACE" import -q -o values_q.db values.txt >out 2>err
check_eq "-q: exit 1" "$?" 1
check_eq "-q: the cut, and one line of what was wrong" "$(cat err)" \
	"pstate-trace: values.txt: truncated inside line 17: the lines before it are imported
pstate-trace: values.txt: cut short (meta truncated), 5 lines did not parse, 7 invalid values stored as NULL"
check_eq "-q: the same counts in meta" \
	"$(q values_q.db "SELECT group_concat(value, ' ') FROM (SELECT * FROM meta WHERE key IN ('lines_unparsed', 'values_invalid') ORDER BY key)")" "5 7"

# a clean trace: -q says nothing, the counts are 0
sw 1.000001 5 >clean.txt
"$PSTATE_TRACE" import -q -o clean.db clean.txt >out 2>err
check_eq "clean, -q: nothing said" "$(cat err)" ""
check_eq "clean: the counts are 0" \
	"$(q clean.db "SELECT group_concat(value, ' ') FROM (SELECT * FROM meta WHERE key IN ('lines_unparsed', 'values_invalid', 'ts_out_of_order') ORDER BY key)")" "0 0 0"

# a header naming more CPUs than a kernel can have: not taken
{ echo "# entries-in-buffer/entries-written: 1/1   #P:99999"; sw 1.0 5; } >header.txt
"$PSTATE_TRACE" import -o header.db header.txt >out 2>err
check_eq "header #P:99999: exit 0" "$?" 0
check_eq "header #P:99999: one cpu row" "$(q header.db "SELECT count(*) FROM cpu")" 1
check "header #P:99999: said" grep -q "the header says 99999 CPUs, more than a kernel can have (8192): not taken" err
{ echo "cpus=8192"; sw 1.0 5; } >header2.txt
"$PSTATE_TRACE" import -q -o header2.db header2.txt 2>/dev/null
check_eq "header cpus=8192: taken" "$(q header2.db "SELECT count(*) || ' ' || max(cpu) FROM cpu")" "8192 8191"

# a 200 MB last line without a newline (a giant comm), through a pipe (no
# disk): not an event; read in bounded memory (the reader keeps 1 MiB)
peak_kb() { # CMD...: run it, print its peak RSS in KiB (after its output)
	python3 -c 'import resource, subprocess, sys
rc = subprocess.call(sys.argv[1:])
print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)
sys.exit(rc)' "$@"
}
kb=$({ sw 1.000001 5; printf '          bash-100   [000] d..2 1.000002: sched_switch: prev_comm='
	head -c 200000000 /dev/zero | tr '\0' a; } | peak_kb "$PSTATE_TRACE" import -o giant.db - 2>err)
rc=$?
check_eq "200 MB last line: exit 0" "$rc" 0
check_eq "200 MB last line: no row of it" "$(q giant.db "SELECT count(*) || ' ' || max(length(prev_comm)) FROM sched_switch")" "1 4"
check_eq "200 MB last line: a line that did not parse" "$(q giant.db "SELECT value FROM meta WHERE key = 'lines_unparsed'")" 1
check "200 MB last line: said" grep -q "^pstate-trace: -:2: longer than 1 MiB, not read" err
check "200 MB last line: peak memory under half the line ($kb KiB)" test "$kb" -lt 102400

# --cpu-attr: a number the analyzer divides by must be a positive integer
for a in highest_perf=abc highest_perf=0 nominal_perf=-5 lowest_perf=1.5 max_khz=99999999999999999999; do
	"$PSTATE_TRACE" import -q -o attr.db --cpu-attr "$a" clean.txt >out 2>err
	check_eq "--cpu-attr $a: usage error" "$?" 2
	check "--cpu-attr $a: said" grep -q "^pstate-trace: --cpu-attr: $a: " err
done
"$PSTATE_TRACE" import -q -o attr.db --cpu-attr rate_limit_us=0 --cpu-attr highest_perf=166 clean.txt
check_eq "--cpu-attr rate_limit_us=0 highest_perf=166: taken" \
	"$(q attr.db "SELECT rate_limit_us || ' ' || highest_perf || ' ' || typeof(highest_perf) FROM cpu")" "0 166 integer"
t_done
