#!/bin/bash
# import_elsewhere: traces as other tools and older kernels write them,
# each built here from the format's own description: a systrace HTML whose
# first trace-data block is a PROCESS DUMP; the legacy systrace HTML (the
# trace in a JavaScript string, var linuxPerfData = "..."); legacy
# systrace's clock-sync marker at 0.000000; old kernels' markers named by
# their type number ("0: B|1234|name"); workqueue_execute_start of a
# module's function ("function F [wlan]"); a last line with no newline;
# a trace.dat converted to version 7 (compressed).  The oracle for each
# HTML layout is the import of the same ftrace text as a plain file.
# quick
. "$(dirname "$0")/../lib.sh"
command -v python3 >/dev/null || skip_all "python3 is not installed"
cd "$TMP" || exit 1

# rows DB: every event row of every table with a seq column, one per line
rows() {
	local t
	for t in $(q "$1" "SELECT name FROM sqlite_master WHERE type = 'view' AND sql LIKE '%seq%' ORDER BY name"); do
		sqlite3 -batch -noheader -separator '|' "$1" "SELECT '$t', * FROM $t ORDER BY seq"
	done
}
# same_rows NAME A B: the two databases hold the same rows, row for row
same_rows() {
	rows "$2" >"$2.rows"
	rows "$3" >"$3.rows"
	if [ -s "$2.rows" ] && cmp -s "$2.rows" "$3.rows"; then
		pass "$1 ($(wc -l <"$2.rows") rows)"
	else
		fail "$1: $(diff "$2.rows" "$3.rows" | head -4)"
	fi
}
meta() { # DB KEY
	q "$1" "SELECT value FROM meta WHERE key = '$2'"
}

# the ftrace text systrace holds: the kernel's trace with the TGID column
cat >ftrace.txt <<'EOF'
# tracer: nop
#
# entries-in-buffer/entries-written: 9/9   #P:2
#
#                                      _-----=> irqs-off
#                                     / _----=> need-resched
#                                    | / _---=> hardirq/softirq
#                                    || / _--=> preempt-depth
#                                    ||| /     delay
#           TASK-PID    TGID   CPU#  ||||    TIMESTAMP  FUNCTION
#              | |        |      |   ||||       |         |
     surfaceflin-600   (  600) [000] d..3   100.000100: sched_switch: prev_comm=surfaceflin prev_pid=600 prev_prio=112 prev_state=R+ ==> next_comm=swapper/0 next_pid=0 next_prio=120
          <idle>-0     (-----) [001] d..2   100.000200: cpu_frequency: state=1900800 cpu_id=1
  say "hi" \ é-700   (  700) [001] ...1   100.000300: tracing_mark_write: B|700|draw "frame" \ 1
     kworker/0:1-25    (   25) [000] ...1   100.000400: workqueue_execute_start: work struct 00000000a1b2c3d8: function hdd_bus_bw_work_handler [wlan]
     kworker/0:1-25    (   25) [000] d..2   100.000500: workqueue_queue_work: work struct=00000000a1b2c3d8 function=hdd_bus_bw_work_handler [wlan] workqueue=00000000deadbeef req_cpu=8 cpu=0
  say "hi" \ é-700   (  700) [001] ...1   100.000600: tracing_mark_write: E|700
          <idle>-0     (-----) [000] d..2   100.999900: cpu_idle: state=1 cpu_id=0
EOF
"$PSTATE_TRACE" import -q -o plain.db ftrace.txt
check_eq "plain text: imported" "$?" 0

# systrace from the Android platform tools: a block holding the process
# dump (ps output), then the block holding the ftrace text
{
	printf '<!DOCTYPE html>\n<html>\n<head><title>systrace</title></head>\n<body>\n'
	printf '<script>var viewer = "<script class=\\"trace-data\\">";</script>\n'
	printf '  <script class="trace-data" type="application/text">\nPROCESS DUMP\n'
	printf 'USER           PID  PPID     VSZ    RSS WCHAN            ADDR S NAME\n'
	printf 'root             1     0   29512   3336 SyS_epoll_wait      0 S init\n'
	printf 'system         600     1  200000  40000 SyS_epoll_wait      0 S surfaceflinger\n'
	printf '  </script>\n'
	printf '  <script class="trace-data" type="application/text">\n'
	cat ftrace.txt
	printf '  </script>\n<!-- END TRACE -->\n</body>\n</html>\n'
} >blocks.html
"$PSTATE_TRACE" import -v -o blocks.db blocks.html >out 2>err
check_eq "systrace, PROCESS DUMP block first: exit 0" "$?" 0
same_rows "systrace, PROCESS DUMP block first: the rows of the plain text" blocks.db plain.db
check_eq "systrace, PROCESS DUMP block first: one block read, one skipped, no line unparsed" \
	"$(meta blocks.db systrace_blocks_read) $(meta blocks.db systrace_blocks_skipped) $(meta blocks.db lines_unparsed)" "1 1 0"
check "systrace, PROCESS DUMP block first: -v says the blocks" \
	grep -q "blocks.html: 1 trace-data blocks of ftrace text read, 1 of other data" err

# ftrace text in two blocks: both read
{
	printf '<html><body>\n<script class="trace-data" type="application/text">\n'
	head -n 13 ftrace.txt
	printf '</script><script class="trace-data" type="application/text">\n'
	tail -n +14 ftrace.txt
	printf '</script>\n</body></html>\n'
} >two.html
"$PSTATE_TRACE" import -q -o two.db two.html
check_eq "systrace, the text in two blocks: exit 0" "$?" 0
same_rows "systrace, the text in two blocks: every block's rows" two.db plain.db

# the legacy layout (catapult's systrace before trace-data blocks): the
# text in a JavaScript string literal, each line escaped ('\\', '"', a
# TAB as \t, a non-ASCII character as \uXXXX) and ended with \n, the
# source line continued by a backslash
python3 - ftrace.txt >legacy.html <<'PY'
import sys
out = sys.stdout
out.write('<!DOCTYPE HTML>\n<html>\n<head>\n<script>\n'
          'function onLoad() { importTraces([linuxPerfData]); }\n</script>\n')
out.write('  <script>\n  var linuxPerfData = "\\\n')
for line in open(sys.argv[1], encoding='utf-8').read().splitlines():
    esc = ''
    for ch in line:
        if ch == '\\':
            esc += '\\\\'
        elif ch == '"':
            esc += '\\"'
        elif ch == '\t':
            esc += '\\t'
        elif ord(ch) > 126:
            esc += '\\u%04x' % ord(ch)
        else:
            esc += ch
    out.write(esc + '\\n\\\n')
out.write('";\n  </script>\n</head>\n<body onload="onLoad()"></body>\n</html>\n')
PY
"$PSTATE_TRACE" import -q -o legacy.db legacy.html 2>err
check_eq "legacy systrace (var linuxPerfData): exit 0" "$?" 0
same_rows "legacy systrace: the rows of the plain text (escapes decoded)" legacy.db plain.db
check_eq "legacy systrace: meta source_format" "$(meta legacy.db source_format)" systrace-legacy
check_eq "legacy systrace: the comm with a quote, a backslash and é" \
	"$(q legacy.db "SELECT comm FROM task WHERE pid = 700")" 'say "hi" \ é'
# an HTML with neither: said plainly, not as an empty trace
printf '<!DOCTYPE html>\n<html><body><p>linuxPerfData</p></body></html>\n' >none.html
"$PSTATE_TRACE" import -q -o none.db none.html 2>err
check_eq "HTML with no systrace data: exit 2" "$?" 2
check "HTML with no systrace data: said" \
	grep -q 'none.html: an HTML with no systrace data: no <script class="trace-data"> block, no var linuxPerfData string' err

# what the rows hold
check_eq "old-style workqueue_execute_start of a module's function: its table" \
	"$(q plain.db "SELECT function FROM workqueue_execute_start") $(q plain.db "SELECT count(*) FROM event")" \
	"hdd_bus_bw_work_handler [wlan] 0"
check_eq "workqueue_queue_work: the same function" \
	"$(q plain.db "SELECT function FROM workqueue_queue_work")" "hdd_bus_bw_work_handler [wlan]"

# legacy systrace appends its clock-sync marker at 0.000000: stored, but
# no event of the trace (neither the span nor out of order); the report's
# span is the trace's
{ cat ftrace.txt; echo '           <...>-700   (-----) [001] ...1     0.000000: tracing_mark_write: trace_event_clock_sync: parent_ts=1213.465000'; } >sync.txt
"$PSTATE_TRACE" import -q -o sync.db sync.txt
check_eq "clock-sync marker at 0: exit 0" "$?" 0
check_eq "clock-sync marker at 0: the span is the trace's, nothing out of order, counted" \
	"$(meta sync.db t_start_ns) $(meta sync.db t_end_ns) $(meta sync.db ts_out_of_order) $(meta sync.db clock_sync_markers)" \
	"100000100000 100999900000 0 1"
check_eq "clock-sync marker at 0: kept as a marker" \
	"$(q sync.db "SELECT ts || ' ' || text FROM marker WHERE text LIKE 'trace_event_clock_sync:%'")" \
	"0 trace_event_clock_sync: parent_ts=1213.465000"
"$PSTATE_ANALYZE" report sync.db >report.txt 2>&1
check "clock-sync marker at 0: the report's span is the trace's 1 s" \
	grep -q "^  span  *1\.000 s analysed" report.txt

# old kernels print a marker whose event they cannot name by its number
printf '%s\n' '     surfaceflin-600   (  600) [000] ...1   100.000100: 0: B|600|onMessageReceived' \
	'     surfaceflin-600   (  600) [000] ...1   100.000200: 0: E' >zero.txt
"$PSTATE_TRACE" import -q -o zero.db zero.txt
check_eq "\"0: B|600|name\": markers, no event named 0" \
	"$(q zero.db "SELECT group_concat(kind || '=' || text, ',') FROM (SELECT * FROM marker ORDER BY seq)") $(q zero.db "SELECT count(*) FROM event")" \
	"print=B|600|onMessageReceived,print=E 0"

# a last line with no newline: kept when it reads whole, not when cut
printf '%s' "$(cat ftrace.txt)" >nonl.txt
"$PSTATE_TRACE" import -o nonl.db nonl.txt >out 2>err
check_eq "last line without a newline, whole: exit 0, not truncated" \
	"$? $(meta nonl.db truncated) $(meta nonl.db lines_unparsed) $(meta nonl.db last_line_no_newline)" "0 0 0 18"
same_rows "last line without a newline, whole: kept" nonl.db plain.db
check "last line without a newline: said" \
	grep -q "nonl.txt:18: no newline at the end of the file: the last line is kept, as it reads whole" err
cut_last() { # BYTES: the text cut that many bytes before its end: "exit truncated cpu_idle-rows"
	head -c "-$1" ftrace.txt >cutl.txt
	rm -f cutl.db
	"$PSTATE_TRACE" import -q -o cutl.db cutl.txt 2>err
	echo "$? $(meta cutl.db truncated) $(q cutl.db "SELECT count(*) FROM cpu_idle")"
}
check_eq "last line cut inside its last key: exit 1, truncated, not kept" "$(cut_last 6)" "1 1 0"
check_eq "last line cut before its last field (a column missing): not kept" "$(cut_last 10)" "1 1 0"
check_eq "last line cut inside a value that is no number: not kept" "$(cut_last 16)" "1 1 0"
check_eq "last line cut inside its event name: not kept" "$(cut_last 28)" "1 1 0"

# prev_state as the file's own sched_switch print format prints it: the
# letters written here from each kernel's include/trace/events/sched.h
# (tests/synth/mkdat.py records 0, 1, 2, 16, 32, 64, 128, 3, 0x100, 0x400,
# 0x1000, 0x401, 0x101), and libtraceevent's own print (report -N)
MKDAT="python3 $TOP/tests/synth/mkdat.py"
want_3_10="R S D Z X x K S|D W R+ R S+ S|W"
want_4_14="R S D X Z P I S|D R R R+ S S"
want_5_4="R S D X Z P I S|D R+ R R S S+"
for v in 3.10 4.14 5.4; do
	$MKDAT "states-$v" -o "st$v.dat"
	"$PSTATE_TRACE" import -q -o "st$v.db" "st$v.dat"
	want=want_${v//./_}
	check_eq "prev_state, a $v print format: its letters and preempt bit" \
		"$(q "st$v.db" "SELECT group_concat(prev_state, ' ') FROM (SELECT prev_state FROM sched_switch ORDER BY seq)")" \
		"${!want}"
	if command -v trace-cmd >/dev/null; then
		check_eq "prev_state, a $v print format: as trace-cmd report -N prints it" \
			"$(q "st$v.db" "SELECT group_concat(prev_state, ' ') FROM (SELECT prev_state FROM sched_switch ORDER BY seq)")" \
			"$(trace-cmd report -N -i "st$v.dat" 2>/dev/null | grep -o 'prev_state=[^ ]*' | sed 's/prev_state=//' | tr '\n' ' ' | sed 's/ $//')"
		# report -R prints the number: decoded with the kernel's version, else kept
		trace-cmd report -R -i "st$v.dat" >"st$v.raw.txt" 2>/dev/null
		"$PSTATE_TRACE" import -q -o "raw$v.db" --kernel "$v.0-test" "st$v.raw.txt"
		check_eq "report -R, --kernel $v.0-test: decoded as the binary" \
			"$(q "raw$v.db" "SELECT group_concat(prev_state, ' ') FROM (SELECT prev_state FROM sched_switch ORDER BY seq)") $(meta "raw$v.db" prev_state_numeric)" \
			"${!want} 0"
		check_eq "report -R, --kernel: meta kernel_release" "$(meta "raw$v.db" kernel_release)" "$v.0-test"
	else
		skip "prev_state, a $v print format: trace-cmd is not installed"
	fi
done
if command -v trace-cmd >/dev/null; then
	"$PSTATE_TRACE" import -o raw.db st4.14.raw.txt >out 2>err
	check_eq "report -R, kernel unknown: the numbers kept, counted" \
		"$(q raw.db "SELECT group_concat(prev_state, ' ') FROM (SELECT prev_state FROM sched_switch ORDER BY seq)") $(meta raw.db prev_state_numeric)" \
		"0 1 2 16 32 64 128 3 256 1024 4096 1025 257 13"
	check "report -R, kernel unknown: said" \
		grep -q "st4.14.raw.txt: sched_switch prev_state is a number (trace-cmd report -R), whose letters depend on the kernel: 13 kept as numbers" err
fi

# trace.dat version 7: compressed sections
dat=$FIXTURES/juno_r0_sched_load.trace.dat
need_fixture juno_r0_sched_load.trace.dat
if ! command -v trace-cmd >/dev/null; then
	skip "trace.dat version 7: trace-cmd is not installed"
elif ! trace-cmd convert -i "$dat" -o v7.dat --file-version 7 --compression any >convert.log 2>&1; then
	skip "trace.dat version 7: this trace-cmd cannot convert to it: $(tail -n 1 convert.log)"
else
	"$PSTATE_TRACE" import -q -o v6.db "$dat"
	"$PSTATE_TRACE" import -q -o v7.db v7.dat
	check_eq "trace.dat version 7: exit 0, meta trace_dat_version" "$? $(meta v7.db trace_dat_version)" "0 7"
	check "trace.dat version 7: compressed" grep -q "uncompressed" convert.log
	same_rows "trace.dat version 7: the rows of version 6" v7.db v6.db
	check_eq "trace.dat version 7: the same tasks" \
		"$(q v7.db "SELECT count(*), sum(pid), group_concat(comm) FROM task")" \
		"$(q v6.db "SELECT count(*), sum(pid), group_concat(comm) FROM task")"
fi
t_done
