#!/bin/bash
# import_roundtrip: a live recording's spool made into a trace.dat with
# `trace-cmd restore`, and that trace.dat's `trace-cmd report` text: the
# binary import, the text import and the recording itself give the same
# rows, table by table, column by column.
# quick
. "$(dirname "$0")/../lib.sh"
need_tracefs
for t in trace-cmd hackbench; do
	command -v $t >/dev/null || skip_all "$t is not installed (make deps)"
done
cd "$TMP" || exit 1
"$PSTATE_TRACE" record -q -o rec.db -b 32768 --keep-spool spool -- hackbench -g 2 -l 200 >/dev/null
check_eq "record: exit status" "$?" 0
trace-cmd restore -c -o head.dat >/dev/null 2>&1 &&
	trace-cmd restore -i head.dat -o trace.dat spool/cpu*.raw >/dev/null 2>&1
check "trace-cmd restore made a trace.dat" test -s trace.dat
"$PSTATE_TRACE" import -q -o dat.db trace.dat
check_eq "import trace.dat: exit status" "$?" 0
trace-cmd report -t -i trace.dat >report.txt 2>/dev/null
"$PSTATE_TRACE" import -q -o txt.db report.txt
check_eq "import report text: exit status" "$?" 0
trace-cmd report -t -R -i trace.dat >raw.txt 2>/dev/null
"$PSTATE_TRACE" import -q -o raw.db --kernel "$(uname -r)" raw.txt
check_eq "import report -R text: exit status" "$?" 0

# every event table: same count, and the same rows over the numeric columns
tables=$(q rec.db "SELECT m.name FROM sqlite_master m, pragma_table_info(m.name) c
		   WHERE m.type = 'view' AND c.name = 'seq' ORDER BY m.name")
numeric_cols() { # TABLE: its INTEGER columns
	q rec.db "SELECT group_concat(name, ', ') FROM pragma_table_info('$1') WHERE type = 'INTEGER'"
}
same() { # A B TABLE COLUMNS: rows of A not in B, and of B not in A
	sqlite3 "$1" "ATTACH '$2' AS b; SELECT
		(SELECT count(*) FROM (SELECT $4 FROM main.$3 EXCEPT SELECT $4 FROM b.$3)) +
		(SELECT count(*) FROM (SELECT $4 FROM b.$3 EXCEPT SELECT $4 FROM main.$3))"
}
nonempty=0 empty=""
for t in $tables; do
	n=$(q rec.db "SELECT count(*) FROM $t")
	if [ "$n" -eq 0 ]; then
		empty="$empty$(q dat.db "SELECT count(*) FROM $t")$(q txt.db "SELECT count(*) FROM $t")$(q raw.db "SELECT count(*) FROM $t")"
		continue
	fi
	nonempty=$((nonempty + 1))
	for db in dat.db txt.db raw.db; do
		check_eq "$t: $db has the recording's $n rows" "$(q $db "SELECT count(*) FROM $t")" "$n"
	done
	cols=$(numeric_cols "$t")
	check_eq "$t: trace.dat import equals the recording (all columns)" "$(same rec.db dat.db "$t" "*")" 0
	check_eq "$t: report text equals the trace.dat import ($cols)" "$(same dat.db txt.db "$t" "$cols")" 0
	check_eq "$t: report -R text equals it too" "$(same dat.db raw.db "$t" "$cols")" 0
done
check "several event tables had rows ($nonempty)" test "$nonempty" -ge 5
check "the tables the recording left empty are empty in every import" \
	test -z "$(echo "$empty" | tr -d 0)"
# the columns the text carries as text: comms as the kernel recorded them,
# functions resolved by name, prev_state letters from the raw bits (with
# the kernel's release, which -R text does not carry)
check_eq "sched_switch comms: report text equals trace.dat" \
	"$(same dat.db txt.db sched_switch "seq, prev_comm, next_comm")" 0
check_eq "workqueue functions: report text equals trace.dat" \
	"$(same dat.db txt.db workqueue_execute_start "seq, function")" 0
check_eq "prev_state: report -R text equals trace.dat" \
	"$(same dat.db raw.db sched_switch "seq, prev_state")" 0
no_instance_left import_roundtrip
t_done
