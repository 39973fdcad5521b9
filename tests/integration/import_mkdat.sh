#!/bin/bash
# import_mkdat: trace.dat files written by tests/synth/mkdat.py, with what
# the real fixtures lack, imported: markers of every kind hold their
# message (the same from the binary file and from `trace-cmd report` of it),
# __data_loc arrays of numbers are JSON arrays of those numbers, records of
# an id without a format are left out.
# quick
. "$(dirname "$0")/../lib.sh"
command -v python3 >/dev/null || skip_all "python3 is not installed"
cd "$TMP" || exit 1
MKDAT="python3 $TOP/tests/synth/mkdat.py"

# markers: what the generator wrote (print's text; bputs' string and
# bprint's format in printk_formats), without the caller
$MKDAT markers -o markers.dat
"$PSTATE_TRACE" import -q -o markers.db markers.dat
check_eq "markers: import exit status" "$?" 0
check_eq "markers: print, bputs and bprint messages" \
	"$(q markers.db "SELECT group_concat(kind || '=' || text, '|') FROM (SELECT kind, text FROM marker ORDER BY seq)")" \
	"print=hello from user space|bputs=bputs says hello|bprint=bprint value=7 of 9|print=second: with a colon|bputs=bputs says hello|bprint=bprint value=-1 of 2"
if command -v trace-cmd >/dev/null; then
	trace-cmd report -i markers.dat >markers.txt 2>/dev/null
	"$PSTATE_TRACE" import -q -o markers_txt.db markers.txt
	check_eq "markers: report text import exit status" "$?" 0
	check_eq "markers: the report text gives the binary's rows" \
		"$(sqlite3 markers.db "ATTACH 'markers_txt.db' AS b; SELECT
			(SELECT count(*) FROM (SELECT ts, cpu, pid, kind, text FROM main.marker EXCEPT SELECT ts, cpu, pid, kind, text FROM b.marker)) + (SELECT count(*) FROM (SELECT ts, cpu, pid, kind, text FROM b.marker EXCEPT SELECT ts, cpu, pid, kind, text FROM main.marker))")" 0
else
	skip "markers: trace-cmd is not installed"
fi

# arrays: the values the generator wrote, as JSON numbers; strings of char
$MKDAT arrays -o arrays.dat
"$PSTATE_TRACE" import -q -o arrays.db arrays.dat
check_eq "arrays: import exit status" "$?" 0
js() { # FIELD: its JSON in the two arrays events, in order
	q arrays.db "SELECT group_concat(json_extract(fields, '\$.$1'), ' ') FROM (SELECT fields FROM event WHERE name = 'arrays' ORDER BY seq)"
}
check_eq "arrays: __data_loc u32[]" "$(js vals)" "[1,2,3] []"
check_eq "arrays: __data_loc unsigned long[]" "$(js longs)" "[1099511627781,6] [7]"
check_eq "arrays: __data_loc unsigned int[]" "$(js lens)" "[10,20] [0]"
check_eq "arrays: __data_loc cpumask_t (its longs)" "$(js mask)" "[5] [3,1]"
check_eq "arrays: __data_loc char[] is a string" \
	"$(q arrays.db "SELECT group_concat(quote(json_extract(fields, '\$.name')), ' ') FROM (SELECT fields FROM event ORDER BY seq)")" "'abc' ''"
check_eq "arrays: u8[6]" "$(js mac)" "[0,1,2,254,0,255] [0,0,0,0,0,0]"
check_eq "arrays: records without a format are left out" \
	"$(q arrays.db "SELECT (SELECT count(*) FROM event) || ' ' || (SELECT count(*) FROM cpu_frequency)")" "2 1"
check_eq "arrays: and counted" "$(q arrays.db "SELECT value FROM meta WHERE key = 'records_unreadable'")" 2

# values no INTEGER holds: an unsigned 64-bit mperf past INT64_MAX is NULL,
# not negative; INT64_MAX itself is kept; the fields a cut record lacks are
# NULL; records at 2^63 ns and later are left out; all of it counted and said
$MKDAT big-values -o big.dat
"$PSTATE_TRACE" import -o big.db big.dat 2>big.err
check_eq "big values: exit status" "$?" 0
check_eq "big values: the rows" \
	"$(q big.db "SELECT group_concat(quote(target_perf) || ' ' || quote(mperf) || ' ' || quote(aperf) || ' ' || quote(tsc) || ' ' || quote(cpu_id), ', ') FROM (SELECT * FROM amd_pstate_perf ORDER BY seq)")" \
	"50 NULL 9223372036854775807 2000 0, 60 100 120 2000 0, 70 200 240 NULL NULL"
check_eq "big values: no cpu_frequency row at 2^63 ns or later" "$(q big.db "SELECT count(*) FROM cpu_frequency")" 0
check_eq "big values: counted in meta" \
	"$(q big.db "SELECT group_concat(key || '=' || value, ' ') FROM (SELECT * FROM meta WHERE key IN ('values_invalid', 'records_unreadable') ORDER BY key)")" \
	"records_unreadable=2 values_invalid=5"
check "big values: said" grep -q "5 invalid values stored as NULL, 2 unreadable records left out" big.err
check_eq "big values: the span is that of the rows" \
	"$(q big.db "SELECT (SELECT value FROM meta WHERE key = 't_end_ns') || ' ' || (SELECT max(ts) FROM amd_pstate_perf)")" \
	"1000000003000 1000000003000"
t_done
