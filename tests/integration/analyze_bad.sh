#!/bin/bash
# analyze_bad: damaged or edited databases never become a plausible wrong
# number: one clear message and exit 1, or a report that says what it left
# out (and why) and whose numbers are real ones.
# quick
# long
. "$(dirname "$0")/../lib.sh"
command -v python3 >/dev/null || skip_all "python3 is not installed"
command -v sqlite3 >/dev/null || skip_all "sqlite3 is not installed"
cd "$TMP" || exit 1
js() { python3 -c "import json, sys; r = json.load(open(sys.argv[1])); print($2)" "$1"; }

synth_copy tb --scenario tbench-fast --seed 1 ||
	{ fail "tbench-fast: synth failed"; t_done; exit; }
mapfile -t args < <(python3 -c "import json; print('\n'.join(json.load(open('tb/truth.json'))['import_args']))")
re=$(python3 -c "import json; print(json.load(open('tb/truth.json'))['workload_comm_regex'])")
"$PSTATE_TRACE" import -q -o tb.db "${args[@]}" tb/trace.txt ||
	{ fail "tbench-fast: import failed"; t_done; exit; }
"$PSTATE_ANALYZE" report tb.db --comm "$re" --format json >tb.json
"$PSTATE_ANALYZE" report tb.db >tb.text

# edited NAME SQL: a copy of tb.db as NAME.db with SQL applied
edited() {
	cp tb.db "$1.db" && sqlite3 "$1.db" "$2"
}

# refused NAME MESSAGE CMD...: CMD exits 1 with MESSAGE as its one line on stderr
refused() {
	local name=$1 want=$2 rc
	shift 2
	"$@" >out 2>err && rc=0 || rc=$?
	if [ "$rc" = 1 ] && [ "$(cat err)" = "$want" ]; then
		pass "$name: exit 1, one message"
	else
		fail "$name: exit $rc, stderr: $(head -c 300 err)"
	fi
}

# ---- tables and columns the analyzer reads, missing ---------------------
edited nometa "DROP TABLE meta"
want="pstate-analyze: nometa.db: not a pstate-trace database: no meta table"
refused "no meta table: report" "$want" "$PSTATE_ANALYZE" report nometa.db
refused "no meta table: report --format json" "$want" \
	"$PSTATE_ANALYZE" report --format json nometa.db
refused "no meta table: plot" "$want" "$PSTATE_ANALYZE" plot -o plots nometa.db
"$PSTATE_ANALYZE" compare tb.db nometa.db >out 2>err && rc=0 || rc=$?
check_eq "no meta table: compare exits 1" "$rc" 1
check "no meta table: compare says it once" test "$(grep -c "^$want\$" err)" = 1
check "no meta table: compare prints no sqlite error" sh -c "! grep -q 'no such' err"
edited notable "DROP TABLE ev_cpu_idle"
refused "no ev_cpu_idle table: report" \
	"pstate-analyze: notable.db: not a pstate-trace database: no ev_cpu_idle table" \
	"$PSTATE_ANALYZE" report notable.db
edited nocolumn "DROP VIEW sched_switch; ALTER TABLE ev_sched_switch DROP COLUMN next_task"
refused "no next_task column: report" \
	"pstate-analyze: nocolumn.db: not a pstate-trace database: no column next_task in table ev_sched_switch" \
	"$PSTATE_ANALYZE" report nocolumn.db
edited nostate "DROP TABLE sched_state"
refused "no sched_state table: report" \
	"pstate-analyze: nostate.db: not a pstate-trace database: no sched_state table" \
	"$PSTATE_ANALYZE" report nostate.db
# a view in place of an event table: refused, as any view the analyzer would read
edited evview "ALTER TABLE ev_sched_waking RENAME TO raw_waking;
CREATE VIEW ev_sched_waking AS SELECT * FROM raw_waking"
refused "ev_sched_waking a view: report" \
	"pstate-analyze: evview.db: not a pstate-trace database: ev_sched_waking is a view, not a table (the analyzer reads tables only)" \
	"$PSTATE_ANALYZE" report evview.db
edited nocpucol "ALTER TABLE cpu DROP COLUMN rate_limit_us"
refused "no rate_limit_us column in cpu: plot" \
	"pstate-analyze: nocpucol.db: not a pstate-trace database: no column rate_limit_us in table cpu" \
	"$PSTATE_ANALYZE" plot -o plots nocpucol.db

# ---- a table that cannot be read --------------------------------------------
# each table in turn damaged (its root page): a table the report reads makes
# it exit 1 with one message naming the file, the table and SQLite's reason,
# never a report of a table read as empty; the few it need not read (energy
# from counter_sample's index: no sample; workload_output;
# buffer_stats_start, the ring buffers' counts when recording began, which
# record's summary says) leave the report as it is
"$PSTATE_ANALYZE" report tb.db --comm "$re" | sed 1d >intact.text
for t in $(q tb.db "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY rowid"); do
	edited damaged "" && corrupt_table damaged.db "$t"
	"$PSTATE_ANALYZE" report damaged.db --comm "$re" >out 2>err && rc=0 || rc=$?
	case $t in
	counter | counter_sample | workload_output | buffer_stats_start)
		check_eq "$t damaged, not read: the report as it is" \
			"$rc:$(sed 1d out | sed 's/damaged\.db/tb.db/' | cmp -s - intact.text && echo same)" "0:same" ;;
	*)
		check_eq "$t damaged: exit 1, one message naming the file and the table" "$rc:$(cat err)" \
			"1:pstate-analyze: damaged.db: $t: database disk image is malformed" ;;
	esac
done
edited damaged "" && corrupt_table damaged.db workload_result
"$PSTATE_ANALYZE" compare damaged.db >out 2>err && rc=0 || rc=$?
check_eq "workload_result damaged: compare exits 1, said" "$rc:$(cat err)" \
	"1:pstate-analyze: damaged.db: workload_result: database disk image is malformed"

# ---- a query that would run without end ------------------------------------
# amd_pstate_perf without its index and a request for CPU 8191: the last
# update of each of 8192 CPUs is a scan of the table each (a minute for
# this 3 MB file, growing with the square of its size); the work of the
# queries is bounded by the size of the file: stopped in seconds, said
edited runaway "DROP INDEX ev_amd_pstate_perf_cpu_id;
INSERT INTO ev_amd_pstate_perf SELECT * FROM ev_amd_pstate_perf; INSERT INTO ev_amd_pstate_perf SELECT * FROM ev_amd_pstate_perf;
INSERT INTO ev_amd_pstate_perf SELECT * FROM ev_amd_pstate_perf; INSERT INTO ev_amd_pstate_perf SELECT * FROM ev_amd_pstate_perf;
UPDATE ev_amd_pstate_perf SET cpu_id = 8191 WHERE rowid = 5"
timeout 120 "$PSTATE_ANALYZE" report runaway.db >out 2>err && rc=0 || rc=$?
check_eq "runaway queries: exit 1, not a hang (timeout 120 s)" "$rc" 1
check "runaway queries: one message saying they were stopped" sh -c "test \$(wc -l <err) = 1 &&
	grep -q '^pstate-analyze: runaway.db: ev_amd_pstate_perf: the queries ran past [0-9]* steps, more than a database of [0-9]* bytes needs: a hostile or damaged database\$' err"

# ---- what the import could not read ----------------------------------------
# the count the import stored in meta (sqlite3) is in the JSON and said in the
# text: a text trace that lost 5 of its 7 event lines, a trace.dat with
# records of an id without a format and values past INT64_MAX, a trace.dat
# cut where libtracecmd crashed
head -1 "$TOP/tests/fixtures/text/kernel_trace_pipe.txt" >seven.txt
sed -n 2p "$TOP/tests/fixtures/text/kernel_trace_pipe.txt" >>seven.txt
sed -n 2p "$TOP/tests/fixtures/text/kernel_trace_pipe.txt" |
	sed -e 's/\[002\]/[0x2]/' -e 'p; s/\[0x2\]/[002]/; s/2000\./20a0./' -e 'p; s/20a0\./2000./; s/<idle>-0 /<idle>-x /' \
		-e 'p; s/<idle>-x /<idle>-0 /; s/\[002\]/[99999]/' -e 'p; s/\[99999\]/[002]/; s/: sched_switch/ sched_switch/' >>seven.txt
"$PSTATE_TRACE" import -q -o seven.db seven.txt 2>/dev/null
python3 "$TOP/tests/synth/mkdat.py" big-values -o bigv.dat &&
	"$PSTATE_TRACE" import -q -o bigv.db bigv.dat 2>/dev/null
python3 "$TOP/tests/synth/mkdat.py" bad-page -o badpage.dat &&
	ASAN_OPTIONS="${ASAN_OPTIONS:-}:abort_on_error=1" "$PSTATE_TRACE" import -q -o badpage.db badpage.dat 2>/dev/null
meta() { q "$1.db" "SELECT coalesce((SELECT value FROM meta WHERE key = '$2'), 'None')"; }
check_eq "seven lines, five unreadable: the import counted 5" "$(meta seven lines_unparsed) $(q seven.db "SELECT count(*) FROM sched_switch") $(q seven.db "SELECT count(*) FROM sched_waking")" "5 1 1"
for db in seven bigv badpage; do
	"$PSTATE_ANALYZE" report $db.db --format json >$db.json 2>$db.err &&
		"$PSTATE_ANALYZE" report $db.db >$db.text 2>>$db.err &&
		"$PSTATE_ANALYZE" report $db.db --format markdown >$db.markdown 2>>$db.err ||
		fail "$db: report failed: $(head -c 200 $db.err)"
	check_eq "$db: run.import in the JSON is meta's" \
		"$(js $db.json "' '.join(str(r['run']['import'][k]) for k in ('lines_unparsed', 'records_unreadable', 'values_invalid', 'truncated_cpus', 'truncated_at_byte', 'truncated_after_event'))")" \
		"$(for k in lines_unparsed records_unreadable values_invalid truncated_cpus truncated_at_byte truncated_after_event; do meta $db $k; done | tr '\n' ' ' | sed 's/ $//')"
done
check "seven: the text says 5 lines were left out" \
	grep -q "^  left out    5 lines of the trace the import could not read (meta" seven.text
check "seven: ... and the markdown" \
	grep -q "^- left out: 5 lines of the trace the import could not read (meta" seven.markdown
check_eq "big values: $(meta bigv records_unreadable) records and $(meta bigv values_invalid) values said in the text" \
	"$(grep -c -e "^  left out    $(meta bigv records_unreadable) trace records the import could not read" \
		-e "^  unknown     $(meta bigv values_invalid) values the import could not store as what they are" bigv.text)" 2
check "bad page: the text says which CPU's data may end early" \
	grep -q "^  truncated   the data of CPU $(meta badpage truncated_cpus) may end early" badpage.text
check_eq "bad page: ... after the note that the file was truncated" \
	"$(grep -B1 "^  truncated " badpage.text | head -1)" \
	"  note        the trace file was truncated: only its readable part"

# ---- a view, a virtual table or a computed column in place of a table -----
# the analyzer reads tables only: their SQL would run as the database says
# (an infinitely recursive view hung the report, one calling load_extension
# exited 1 without a word); each refused with one message, in bounded time
edited recview "DROP TABLE lost_events; CREATE VIEW lost_events AS
WITH RECURSIVE r(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM r) SELECT i AS ts, 1 AS count FROM r"
refused "lost_events an infinitely recursive view" \
	"pstate-analyze: recview.db: not a pstate-trace database: lost_events is a view, not a table (the analyzer reads tables only)" \
	timeout 60 "$PSTATE_ANALYZE" report recview.db
edited extview "ALTER TABLE task RENAME TO task_raw;
CREATE VIEW task AS SELECT pid, load_extension('$TMP/x.so') AS comm FROM task_raw"
refused "task a view calling load_extension" \
	"pstate-analyze: extview.db: not a pstate-trace database: task is a view, not a table (the analyzer reads tables only)" \
	"$PSTATE_ANALYZE" report extview.db
refused "... compare too" \
	"pstate-analyze: extview.db: not a pstate-trace database: task is a view, not a table (the analyzer reads tables only)" \
	"$PSTATE_ANALYZE" compare extview.db
edited vtab "DROP TABLE buffer_stats; CREATE VIRTUAL TABLE buffer_stats USING rtree(overrun, dropped_events, x)"
refused "buffer_stats a virtual table" \
	"pstate-analyze: vtab.db: not a pstate-trace database: buffer_stats is a virtual table, not a table (the analyzer reads tables only)" \
	"$PSTATE_ANALYZE" report vtab.db
edited gencol "ALTER TABLE task RENAME TO task_raw;
CREATE TABLE task (pid INTEGER, raw TEXT, comm TEXT GENERATED ALWAYS AS (printf('%.*c', 10000000, 'x')) VIRTUAL);
INSERT INTO task (pid, raw) SELECT pid, comm FROM task_raw"
refused "task.comm a column computed on every read (10 MB a row)" \
	"pstate-analyze: gencol.db: not a pstate-trace database: column comm of table task is computed on every read (a generated column; the analyzer reads stored values only)" \
	timeout 60 "$PSTATE_ANALYZE" report gencol.db
edited viewel "CREATE VIEW anything AS SELECT load_extension('$TMP/x.so')"
"$PSTATE_ANALYZE" report viewel.db >viewel.text 2>err
check_eq "a view the analyzer does not read: the report as it is" \
	"$?:$(cat err):$(sed 1d viewel.text | sed 's/viewel\.db/tb.db/' | cmp -s - <(sed 1d tb.text) && echo same)" "0::same"

# ---- events out of time order -------------------------------------------
# sane JSON: every distribution of microseconds within the span analysed (a
# negative difference wrapped to unsigned is 1.8e13 s), no share above 1
cat >sane.py <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
span_us = r['run']['duration_s'] * 1e6
bad = []
def walk(o, path):
    if isinstance(o, dict):
        if 'max' in o and 'count' in o and path.endswith('_us') and o['max'] is not None:
            if not 0 <= o['max'] <= span_us + 1:
                bad.append('%s max %s' % (path, o['max']))
        for k, v in o.items():
            walk(v, path + '.' + k)
    elif isinstance(o, list):
        for i, v in enumerate(o):
            walk(v, '%s[%d]' % (path, i))
walk(r, '')
for c in r.get('perf', {}).get('per_cpu', []):
    if c.get('busy') is not None and not 0 <= c['busy'] <= 1:
        bad.append('cpu %s busy %s' % (c.get('cpu'), c['busy']))
print('; '.join(bad) if bad else 'sane')
PY
# the events the pass reads out of time order, brute force over the tables
# it streams, in seq order: earlier than the latest before them
cat >disorder.py <<'PY'
import sqlite3, sys
db = sqlite3.connect(sys.argv[1])
tables = ['sched_switch', 'sched_waking', 'sched_wakeup', 'sched_process_fork',
          'cpu_frequency', 'cpu_idle', 'amd_pstate_perf', 'pstate_sample',
          'workqueue_queue_work', 'workqueue_execute_start', 'workqueue_execute_end',
          'sched_kthread_work_queue_work', 'sched_kthread_work_execute_start',
          'sched_kthread_work_execute_end']
rows = []
for t in tables:
    rows += db.execute('SELECT seq, ts FROM %s WHERE typeof(ts) = "integer"' % t).fetchall()
rows.sort()
n, latest, back = 0, None, 0
for seq, ts in rows:
    if latest is not None and ts < latest:
        n += 1
        back = max(back, latest - ts)
    else:
        latest = ts
print(n, back / 1e3)
PY
# ordered NAME: the report's count of events left out, and its max step back
ordered() {
	js "$1.json" "r['run']['out_of_order']['events_left_out'], float(r['run']['out_of_order']['max_backward_us'])" |
		tr -d '(),'
}
# disorder_case NAME: the text, markdown and JSON reports of NAME.db
disorder_case() {
	local name=$1 fmt
	"$PSTATE_ANALYZE" report "$name.db" --comm "$re" --format json >"$name.json" ||
		fail "$name: report --format json failed"
	for fmt in text markdown; do
		"$PSTATE_ANALYZE" report "$name.db" --comm "$re" --format $fmt >"$name.$fmt" ||
			fail "$name: report --format $fmt failed"
	done
	read -r want_n want_us < <(python3 disorder.py "$name.db")
	check "$name: $want_n events out of time order in the stream" test "$want_n" -gt 0
	check_eq "$name: the JSON counts them, and the largest step back" \
		"$(ordered "$name")" "$want_n $(python3 -c "print(float($want_us))")"
	check_eq "$name: no negative or wrapped interval, no share above 1" \
		"$(python3 sane.py "$name.json")" sane
	n=$(python3 -c "print(f'{$want_n:,}')")
	check "$name: the text RUN section says how many were left out" \
		grep -q "^  left out    $n events out of time order" "$name.text"
	check "$name: so does the markdown" grep -q "^- left out: $n events out of time order" \
		"$name.markdown"
	check "$name: no nan or inf in the text" sh -c "! grep -Eiw 'nan|inf' $name.text"
}

# sched_switch rows of one timestamp (edited: no meta count of them)
edited onets "UPDATE ev_sched_switch SET ts = (SELECT min(ts) FROM ev_sched_switch)"
disorder_case onets
check_eq "onets: the import's count is 0, said as such" \
	"$(js onets.json "r['run']['out_of_order']['import_events']")" 0
check "onets: the text says the import saw none" grep -q "the import saw none" onets.text

# a text trace whose second half steps back in time, 0.2 s (more than its
# first half lasts): the events kept are the first half's, the report is
# that of the first half imported alone
python3 - <<'PY'
import re
lines = open('tb/trace.txt').read().splitlines(True)
hdr = [l for l in lines if l.startswith('#')]
ev = [l for l in lines if not l.startswith('#')]
h = len(ev) // 2
pat = re.compile(r'(\s)(\d+\.\d{6}):')
def shift(l, d):
    m = pat.search(l)
    return l[:m.start(2)] + '%.6f' % (float(m.group(2)) + d) + l[m.end(2):]
open('back.txt', 'w').writelines(hdr + ev[:h] + [shift(l, -0.2) for l in ev[h:]])
open('head.txt', 'w').writelines(hdr + ev[:h])
open('rev.txt', 'w').writelines(hdr + ev[::-1])
PY
for f in back head rev; do
	"$PSTATE_TRACE" import -q -o $f.db "${args[@]}" $f.txt || fail "$f: import failed"
done
disorder_case back
check_eq "back: the import's count is in RUN (JSON)" \
	"$(js back.json "r['run']['out_of_order']['import_events']")" "$(q back.db "SELECT value FROM meta WHERE key = 'ts_out_of_order'")"
check "back: ... and in the text" grep -q "^  time order  $(python3 -c "print(f'{$(q back.db "SELECT value FROM meta WHERE key = 'ts_out_of_order'"):,}')") events out of time order in the trace (import)" back.text
"$PSTATE_ANALYZE" report head.db --comm "$re" --format json >head.json
check_eq "back: the numbers are those of the first half alone (latency, busy, span)" \
	"$(js back.json "r['latency']['wakeup_us'], [c['busy'] for c in r['perf']['per_cpu']], r['run']['duration_s']")" \
	"$(js head.json "r['latency']['wakeup_us'], [c['busy'] for c in r['perf']['per_cpu']], r['run']['duration_s']")"
# fully reversed: the first event is the latest, every other is left out
disorder_case rev
check_eq "rev: nothing to measure: no wakeup latency" \
	"$(js rev.json "r['latency']['wakeup_us']")" None

# ---- rows whose ts is no time: NULL (a table rebuilt without NOT NULL),
# text, negative; left out, and said
edited nullts "DROP VIEW sched_waking; CREATE TABLE new (ts INTEGER, cpu INTEGER NOT NULL, task INTEGER,
	prio INTEGER, target_cpu INTEGER, waker_pid INTEGER, seq_gap INTEGER);
INSERT INTO new SELECT * FROM ev_sched_waking ORDER BY rowid;
DROP TABLE ev_sched_waking;
ALTER TABLE new RENAME TO ev_sched_waking;
UPDATE ev_sched_waking SET ts = NULL WHERE rowid % 7 = 0;
UPDATE ev_sched_waking SET ts = 'soon' WHERE rowid % 7 = 1;
UPDATE ev_sched_waking SET ts = -1000 WHERE rowid % 7 = 2;"
want=$(q nullts.db "SELECT count(*) FROM ev_sched_waking WHERE typeof(ts) != 'integer' OR ts < 0")
"$PSTATE_ANALYZE" report nullts.db --comm "$re" --format json >nullts.json
"$PSTATE_ANALYZE" report nullts.db --comm "$re" >nullts.text
check "nullts: $want rows edited" test "$want" -gt 100
check_eq "nullts: the JSON counts the rows left out" "$(js nullts.json "r['run']['ts_invalid_left_out']")" "$want"
check "nullts: the text says so" grep -q "^  left out    $(python3 -c "print(f'{$want:,}')") rows whose ts is NULL, not an integer or negative" nullts.text
check_eq "nullts: no negative or wrapped interval" "$(python3 sane.py nullts.json)" sane
check_eq "nullts: nothing counted out of time order" "$(js nullts.json "r['run']['out_of_order']['events_left_out']")" 0

# ---- CPU numbers no kernel has ---------------------------------------------
# an older import of a `[99999]` line: 100000 cpu rows and nr_cpus; or an
# edited cpu table; refused with one message, report, JSON and plot alike
edited bigcpus "WITH RECURSIVE t(i) AS (SELECT 4 UNION ALL SELECT i + 1 FROM t WHERE i < 99999)
INSERT INTO cpu (cpu) SELECT i FROM t; UPDATE meta SET value = '100000' WHERE key = 'nr_cpus'"
want="pstate-analyze: bigcpus.db: nr_cpus 100000 in meta: more CPUs than a kernel can have (8192)"
refused "100000 CPUs: report" "$want" "$PSTATE_ANALYZE" report bigcpus.db
refused "100000 CPUs: report --format json" "$want" "$PSTATE_ANALYZE" report --format json bigcpus.db
refused "100000 CPUs: plot" "$want" "$PSTATE_ANALYZE" plot -o plots bigcpus.db
edited bigcpu "INSERT INTO cpu (cpu) VALUES (8192)"
refused "CPU 8192 in the cpu table: report" \
	"pstate-analyze: bigcpu.db: CPU 8192 in the cpu table: past the largest CPU number a kernel can have (8191)" \
	"$PSTATE_ANALYZE" report bigcpu.db
edited maxcpu "INSERT INTO cpu (cpu) VALUES (8191)"
"$PSTATE_ANALYZE" report maxcpu.db >/dev/null 2>err
check_eq "CPU 8191 in the cpu table: analysed" "$?:$(cat err)" "0:"
# event rows naming such a CPU (an edited table): left out, counted, said
edited bigev "UPDATE ev_sched_switch SET cpu = 99999 WHERE rowid % 100 = 0;
UPDATE ev_amd_pstate_perf SET cpu_id = -5 WHERE rowid % 100 = 0"
want=$(q bigev.db "SELECT (SELECT count(*) FROM sched_switch WHERE cpu = 99999) + (SELECT count(*) FROM amd_pstate_perf WHERE cpu_id = -5)")
"$PSTATE_ANALYZE" report bigev.db --comm "$re" --format json >bigev.json
"$PSTATE_ANALYZE" report bigev.db --comm "$re" >bigev.text
check_eq "events on CPU 99999 or for CPU -5: counted in the JSON" "$(js bigev.json "r['run']['cpu_invalid_left_out']")" "$want"
check "... said in the text" grep -q "^  left out    $want events naming a CPU past 8191 or below 0" bigev.text
check_eq "... no negative or wrapped interval" "$(python3 sane.py bigev.json)" sane

# ---- values that cannot be -----------------------------------------------
# windows delivering 10^9 times highest_perf, and mperf above tsc: left out
# of every share, counted, the first one said; the counts against sqlite3
# (a cpu_id's first event opens no window)
edited impl "UPDATE ev_amd_pstate_perf SET aperf = aperf * 1000000000 WHERE cpu_id = 1 AND rowid % 10 = 0;
UPDATE ev_amd_pstate_perf SET tsc = mperf / 3 WHERE cpu_id = 2 AND rowid % 10 = 0"
edited_rows() {
	q impl.db "SELECT count(*), min(ts) FROM ev_amd_pstate_perf WHERE cpu_id = $1 AND rowid % 10 = 0
		AND mperf > 0 AND rowid > (SELECT min(rowid) FROM ev_amd_pstate_perf WHERE cpu_id = $1)" | tr '|' ' '
}
"$PSTATE_ANALYZE" report impl.db --comm "$re" --format json >impl.json
"$PSTATE_ANALYZE" report impl.db --comm "$re" >impl.text
read -r n_del t_del < <(edited_rows 1)
read -r n_busy t_busy < <(edited_rows 2)
t0=$(q impl.db "SELECT value FROM meta WHERE key = 't_start_ns'")
check_eq "implausible delivered: counted, the first's CPU and time" \
	"$(js impl.json "[r['perf']['implausible']['delivered_above_highest'][k] for k in ('windows', 'cpu', 't_s')]")" \
	"[$n_del, 1, $(python3 -c "print(round(($t_del - $t0) / 1e9, 6))")]"
check_eq "implausible busy: counted, the first's CPU" \
	"$(js impl.json "[r['perf']['implausible']['busy_above_1'][k] for k in ('windows', 'cpu')]")" "[$n_busy, 2]"
check_eq "implausible: the windows left are the others" "$(js impl.json "r['perf']['windows']")" \
	"$(($(js tb.json "r['perf']['windows']") - n_del - n_busy))"
check_eq "implausible: no delivered share above highest_perf, overall or per CPU" \
	"$(js impl.json "all(0 <= d <= 1.25 for d in [r['perf']['delivered_ratio']] + [c['delivered_ratio'] for c in r['perf']['per_cpu']])")" True
check "implausible: the text says which and where" \
	grep -q "^  implausible $n_del windows left out of every share: delivered above the ceiling" impl.text
check "implausible: ... and the busy ones" \
	grep -q "^  implausible $n_busy windows left out of every share: mperf above tsc" impl.text
# tsc of 0, a blob, text (what an edited database may hold): a tsc of 0
# is implausible (mperf > 0), the others are no number and read as unknown:
# counted, never read as SQLite's 0 (a busy share of inf)
edited tsc "UPDATE ev_amd_pstate_perf SET tsc = 0 WHERE cpu_id = 0 AND rowid % 10 = 0;
UPDATE ev_amd_pstate_perf SET tsc = x'00ff' WHERE cpu_id = 1 AND rowid % 10 = 0;
UPDATE ev_amd_pstate_perf SET tsc = '12abc' WHERE cpu_id = 2 AND rowid % 10 = 0"
"$PSTATE_ANALYZE" report tsc.db --comm "$re" --format json >tsc.json
"$PSTATE_ANALYZE" report tsc.db --comm "$re" >tsc.text
read -r n_zero _ < <(q tsc.db "SELECT count(*) FROM ev_amd_pstate_perf WHERE tsc = 0 AND mperf > 0
	AND rowid > (SELECT min(rowid) FROM ev_amd_pstate_perf WHERE cpu_id = 0)")
check_eq "tsc 0: implausible, counted" \
	"$(js tsc.json "r['perf']['implausible']['counter_negative']['windows']")" "$n_zero"
check_eq "tsc a blob or text: read as unknown, counted" \
	"$(js tsc.json "r['run']['values_invalid_read_as_null']")" \
	"$(q tsc.db "SELECT count(*) FROM amd_pstate_perf WHERE typeof(tsc) IN ('blob', 'text')")"
check "... said in the text" grep -q "^  unknown     [0-9]* values of numeric columns that are no integer" tsc.text
check "... no nan or inf in the text" sh -c "! grep -Eiw 'nan|inf' tsc.text"
# cpu attributes that cannot be: nominal_perf -1 made delivered negative;
# now unknown (no delivered), counted, said
edited attrs "UPDATE cpu SET nominal_perf = -1 WHERE cpu < 2; UPDATE cpu SET highest_perf = 0 WHERE cpu = 3"
"$PSTATE_ANALYZE" report attrs.db --comm "$re" --format json >attrs.json
"$PSTATE_ANALYZE" report attrs.db --comm "$re" >attrs.text
check_eq "nominal_perf -1, highest_perf 0: counted" "$(js attrs.json "r['run']['cpu_attrs_invalid']")" 3
edited attrs-null "UPDATE cpu SET nominal_perf = NULL WHERE cpu < 2; UPDATE cpu SET highest_perf = NULL WHERE cpu = 3"
"$PSTATE_ANALYZE" report attrs-null.db --comm "$re" --format json >attrs-null.json
check_eq "... the report is that of the same attributes NULL (unknown)" \
	"$(js attrs.json "r['perf'], r['latency']")" "$(js attrs-null.json "r['perf'], r['latency']")"
check_eq "... CPUs 0 and 1 deliver an unknown share, not a negative one" \
	"$(js attrs.json "[c['delivered_ratio'] for c in r['perf']['per_cpu']][:2]")" "[None, None]"
check "... said in the text" grep -q "^  unknown     3 cpu attributes that cannot be" attrs.text

# meta t_start_ns edited to what no span is (negative, 20 digits, 1e9, 0
# for an import, whose span is its events'): the events' span is used
for v in -1 99999999999999999999 1e9 0; do
	edited span "UPDATE meta SET value = '$v' WHERE key = 't_start_ns'"
	"$PSTATE_ANALYZE" report span.db >span.text
	check_eq "t_start_ns $v: the span and busy share are the events'" \
		"$(grep -E '^  (span|busy)  ' span.text)" "$(grep -E '^  (span|busy)  ' tb.text)"
	check "t_start_ns $v: ... and a note says so" grep -q "span: meta t_start_ns and t_end_ns are no span" span.text
done
# nominal_freq_mhz of 2^63 - 1 on a cpu_frequency run (the kHz of
# lowest_nonlinear_perf overflowed: UBSan): past 32 bits, unknown
sqlite3 gd.db <"$TOP/fuzz/corpus/db/governor-delay.sql" &&
	sqlite3 gd.db "UPDATE cpu SET nominal_freq_mhz = 9223372036854775807"
"$PSTATE_ANALYZE" report gd.db --format json >gd.json 2>gd.err
check_eq "nominal_freq_mhz 2^63 - 1: exit 0, nothing on stderr" "$?:$(cat gd.err)" "0:"
check_eq "... read as unknown, counted" "$(js gd.json "r['run']['cpu_attrs_invalid']")" \
	"$(q gd.db "SELECT count(*) FROM cpu")"

# an event at ts = 2^63 - 1 ns (an edited row) in an import, whose meta
# t_start_ns and t_end_ns are the earliest and latest event it stored: left
# out and counted, the span the import's; last in its table or in the middle
for where in "(SELECT max(rowid) FROM ev_sched_switch)" "(SELECT max(rowid) / 2 FROM ev_sched_switch)"; do
	edited maxts "UPDATE ev_sched_switch SET ts = 9223372036854775807 WHERE rowid = $where"
	"$PSTATE_ANALYZE" report maxts.db --comm "$re" --format json >maxts.json
	"$PSTATE_ANALYZE" report maxts.db --comm "$re" >maxts.text
	check_eq "ts 2^63 - 1 at rowid $where: the span is the import's (meta), not 292 years" \
		"$(js maxts.json "r['run']['duration_s']")" \
		"$(q maxts.db "SELECT printf('%.6f', ((SELECT value FROM meta WHERE key = 't_end_ns') - (SELECT value FROM meta WHERE key = 't_start_ns')) / 1e9)" | sed 's/0*$//')"
	check_eq "... the event is left out, counted" "$(js maxts.json "r['run']['span_left_out'], r['run']['out_of_order']['events_left_out']")" "1 0"
	check "... said in the text" grep -q "^  left out    1 events outside the span the import recorded" maxts.text
	# (the row's gap goes to the next row: the rows after it keep their seq)
	edited norow "UPDATE ev_sched_switch SET seq_gap = seq_gap +
		(SELECT seq_gap FROM ev_sched_switch WHERE rowid = $where)
		WHERE rowid = (SELECT min(rowid) FROM ev_sched_switch WHERE rowid > $where);
	DELETE FROM ev_sched_switch WHERE rowid = $where"
	"$PSTATE_ANALYZE" report norow.db --comm "$re" --format json >norow.json
	"$PSTATE_ANALYZE" report norow.db --comm "$re" >norow.text
	check_eq "... the report is that of the run without the row (busy, wakeup latency)" \
		"$(grep '^  busy  ' maxts.text; js maxts.json "r['latency']['wakeup_us']")" \
		"$(grep '^  busy  ' norow.text; js norow.json "r['latency']['wakeup_us']")"
	check_eq "... and so are its perf, governor and latency sections (JSON)" \
		"$(js maxts.json "r['latency'] == json.load(open('norow.json'))['latency'] and r['perf'] == json.load(open('norow.json'))['perf'] and r['governor'] == json.load(open('norow.json'))['governor']")" True
done

# sched_switch rows copied onto CPUs 4-11 of a 4-CPU run (in trace order):
# the busy share is of the 12 CPUs the events name, not above 1, and said
# (seq summed, the rows copied, the gaps made again: 0 between copies)
edited extra "CREATE TEMP TABLE x AS SELECT ts, cpu, prev_task, prev_prio, prev_state,
	next_task, next_prio, sum(seq_gap) OVER (ORDER BY rowid) AS seq FROM ev_sched_switch;
INSERT INTO x SELECT ts, cpu + 4, prev_task, prev_prio, prev_state, next_task, next_prio,
	seq FROM x WHERE cpu < 4;
INSERT INTO x SELECT ts, cpu + 8, prev_task, prev_prio, prev_state, next_task, next_prio,
	seq FROM x WHERE cpu < 4;
DELETE FROM ev_sched_switch;
INSERT INTO ev_sched_switch SELECT ts, cpu, prev_task, prev_prio, prev_state, next_task,
	next_prio, seq - lag(seq, 1, 0) OVER (ORDER BY seq, cpu) FROM x ORDER BY seq, cpu"
"$PSTATE_ANALYZE" report extra.db >extra.text
check_eq "events on CPUs past the run's: the busy share is the run's, not 3 times it" \
	"$(grep '^  busy  ' extra.text)" "$(grep '^  busy  ' tb.text)"
check "... and the report says over how many CPUs" \
	grep -q "CPUs: events name CPUs up to 11, past the run's 4: shares of CPU time are of" extra.text

t_done
