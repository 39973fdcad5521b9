#!/bin/bash
# analyze_v1: a database of schema version 1 (event tables named as the
# events, comm and pid columns, prev_state text, seq a column; the schema
# is tests/fixtures/schema-v1/) is read as its version-2 twin: the same
# report, text, markdown and JSON, byte for byte.  The twins are made with
# SQL of their own (tests/schema_v1.py: from the version-2 views, and back
# again, which must give every row back).
# quick
. "$(dirname "$0")/../lib.sh"
command -v python3 >/dev/null || skip_all "python3 is not installed"
command -v sqlite3 >/dev/null || skip_all "sqlite3 is not installed"
need_fixture juno_r0_sched_load.trace.dat pixel2_youtube_schedutil.systrace.txt
cd "$TMP" || exit 1
conv="$TOP/tests/schema_v1.py"

# same_reports NAME ARGS...: NAME.db (version 2) and NAME-v1.db report alike
same_reports() {
	local name=$1 fmt
	shift
	for fmt in text markdown json; do
		"$PSTATE_ANALYZE" report "$name.db" "$@" --format $fmt >"$name.$fmt" 2>"$name.err2"
		"$PSTATE_ANALYZE" report "$name-v1.db" "$@" --format $fmt 2>"$name.err1" |
			sed "s/$name-v1\.db/$name.db/g" >"$name-v1.$fmt"
		if [ -s "$name.$fmt" ] && cmp -s "$name.$fmt" "$name-v1.$fmt" &&
			cmp -s "$name.err1" "$name.err2"; then
			pass "$name: the $fmt report of version 1 is version 2's"
		else
			fail "$name: the $fmt report of version 1 differs: $(diff "$name.$fmt" "$name-v1.$fmt" | head -4 | tr '\n' ' ') $(head -c 200 "$name.err1")"
		fi
	done
}

# views_rows DB: every row of every event view, ordered
view_rows() {
	local t
	for t in $(q "$1" "SELECT m.name FROM sqlite_master m, pragma_table_info(m.name) c
			   WHERE m.type = 'view' AND c.name = 'seq' ORDER BY m.name"); do
		sqlite3 -batch -noheader "$1" "SELECT '$t', * FROM $t ORDER BY seq"
	done
}

"$PSTATE_TRACE" import -q -o juno.db "$FIXTURES/juno_r0_sched_load.trace.dat" ||
	fail "juno: import failed"
"$PSTATE_TRACE" import -q -o pixel.db "$FIXTURES/pixel2_youtube_schedutil.systrace.txt" ||
	fail "pixel: import failed"
synth_copy tb --scenario tbench-kthread --seed 1 ||
	{ fail "tbench-kthread: synth failed"; t_done; exit; }
mapfile -t args < <(python3 -c "import json; print('\n'.join(json.load(open('tb/truth.json'))['import_args']))")
re=$(python3 -c "import json; print(json.load(open('tb/truth.json'))['workload_comm_regex'])")
"$PSTATE_TRACE" import -q -o tb.db "${args[@]}" tb/trace.txt || fail "tbench-kthread: import failed"

for name in juno pixel tb; do
	python3 "$conv" to-v1 $name.db $name-v1.db || fail "$name: to-v1 failed"
	check_eq "$name: the copy is of version 1 (user_version, meta)" \
		"$(q $name-v1.db "PRAGMA user_version"; q $name-v1.db "SELECT value FROM meta WHERE key = 'schema_version'")" \
		"1
1"
	check_eq "$name: the copy has no ev_ table and no view" \
		"$(q $name-v1.db "SELECT count(*) FROM sqlite_master WHERE name LIKE 'ev\_%' ESCAPE '\\' OR type = 'view'")" 0
	check "$name: sched_switch rows in both" test "$(q $name-v1.db "SELECT count(*) FROM sched_switch")" -gt 0
	python3 "$conv" to-v2 $name-v1.db $name-v2.db || fail "$name: to-v2 failed"
	view_rows $name.db >$name.rows
	view_rows $name-v2.db >$name-v2.rows
	if [ -s $name.rows ] && cmp -s $name.rows $name-v2.rows; then
		pass "$name: version 1 and back gives every row back ($(wc -l <$name.rows) rows)"
	else
		fail "$name: version 1 and back: $(diff $name.rows $name-v2.rows | head -4 | tr '\n' ' ')"
	fi
done
same_reports juno
same_reports pixel
same_reports tb --comm "$re"
same_reports tb --comm "$re" --from 0.1 --to 0.3

# compare reads a version 1 run beside a version 2 one (a result each)
for db in tb.db tb-v1.db; do
	sqlite3 $db "INSERT INTO workload_result VALUES ('elapsed', 10, 's', 'lower', 0)"
done
sqlite3 tb-v1.db "INSERT OR REPLACE INTO meta VALUES ('hostname', 'another')"
"$PSTATE_ANALYZE" compare tb.db tb-v1.db >cmp.txt 2>cmp.err
check_eq "compare: a version 1 run beside a version 2 one: exit 0, nothing on stderr" \
	"$?:$(cat cmp.err)" "0:"

# a version 1 database without a column the analyzer reads: said, by its
# version-1 name
cp tb-v1.db nocol-v1.db
sqlite3 nocol-v1.db "ALTER TABLE sched_switch DROP COLUMN next_comm"
"$PSTATE_ANALYZE" report nocol-v1.db >out 2>err && rc=0 || rc=$?
check_eq "version 1 without next_comm: exit 1, said" "$rc:$(cat err)" \
	"1:pstate-analyze: nocol-v1.db: not a pstate-trace database: no column next_comm in table sched_switch"
# version 1 with a view for an event table: refused as in version 2
cp tb-v1.db view-v1.db
sqlite3 view-v1.db "ALTER TABLE sched_waking RENAME TO w; CREATE VIEW sched_waking AS SELECT * FROM w"
"$PSTATE_ANALYZE" report view-v1.db >out 2>err && rc=0 || rc=$?
check_eq "version 1 with sched_waking a view: exit 1, said" "$rc:$(cat err)" \
	"1:pstate-analyze: view-v1.db: not a pstate-trace database: sched_waking is a view, not a table (the analyzer reads tables only)"
t_done
