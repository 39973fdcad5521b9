#!/bin/bash
# record_spool: a spool that cannot be written (a full disk under
# --keep-spool) loses events, and says how many: lost_events rows, meta
# spool_lost_events and spool_error, the summary and the report's lost
# line.  The oracle is the kernel's own count: per_cpu/cpuN/stats
# "read events" (buffer_stats.read_events) is every event the readers took
# out of the ring buffer, so with no overrun the rows stored plus the
# events said lost must add up to it exactly.
# quick
. "$(dirname "$0")/../lib.sh"
need_tracefs
command -v hackbench >/dev/null || skip_all "hackbench is not installed"
cd "$TMP" || exit 1
mkdir small
mount -t tmpfs -o size=512k tmpfs small 2>/dev/null || skip_all "cannot mount a tmpfs here"
trap 'umount "$TMP/small" 2>/dev/null; t_cleanup' EXIT

. "$TOP/scripts/bench-lib.sh" # db_events: the rows of every event table

"$PSTATE_TRACE" record -o full.db --keep-spool small -- hackbench -g 4 -l 600 >out 2>err
check_eq "a full spool: the workload's exit status" "$?" 0
check_eq "a full spool: the database is valid" "$(q full.db "PRAGMA integrity_check")" ok
lost=$(q full.db "SELECT value FROM meta WHERE key = 'spool_lost_events'")
check "a full spool: meta spool_lost_events ($lost)" test "${lost:-0}" -gt 0
check "a full spool: meta spool_error names the file and the reason" \
	sh -c "sqlite3 full.db \"SELECT value FROM meta WHERE key = 'spool_error'\" | grep -q 'small/cpu[0-9]*.raw: No space left on device'"
check_eq "a full spool: lost_events rows hold what was not written" \
	"$(q full.db "SELECT coalesce(sum(count), 0) FROM lost_events")" "$lost"
check "a full spool: a row names its CPU and the time of its first event" \
	test "$(q full.db "SELECT count(*) FROM lost_events WHERE cpu >= 0 AND ts BETWEEN (SELECT value FROM meta WHERE key = 't_start_ns') - 1000000000 AND (SELECT value FROM meta WHERE key = 't_end_ns')")" -ge 1
overrun=$(q full.db "SELECT coalesce(sum(overrun) + sum(dropped_events), 0) FROM buffer_stats")
read=$(q full.db "SELECT sum(read_events) FROM buffer_stats")
stored=$(db_events full.db)
if [ "$overrun" = 0 ]; then
	check_eq "a full spool: stored + lost = the kernel's read events ($stored + $lost)" \
		"$((stored + lost))" "$read"
else
	fail "a full spool: the ring buffer overran ($overrun) while the readers drained it"
fi
check "a full spool: stderr names the file and the count" \
	grep -q "small/cpu[0-9]*.raw: No space left on device: [0-9]* events not written" err
check "a full spool: the summary's lost line says where they went" \
	grep -q "not written to the spool" err
check "a full spool: and what to do" grep -q "make room there" err
check "a full spool: meta lost keeps that line" \
	sh -c "sqlite3 full.db \"SELECT value FROM meta WHERE key = 'lost'\" | grep -q 'not written to the spool'"
# the spool keeps whole sub-buffers only: what is in it decodes
for f in small/cpu*.raw; do
	check_eq "a full spool: $(basename "$f") ends on a whole sub-buffer" \
		"$(($(stat -c %s "$f") % $(getconf PAGESIZE)))" 0
done

"$PSTATE_ANALYZE" report full.db >report.txt 2>report.err
check_eq "report: exit status" "$?" 0
grouped=$(printf '%s' "$lost" | rev | sed 's/[0-9]\{3\}/&,/g; s/,$//' | rev)
check "report: the lost line counts them ($grouped) and says where" \
	grep -q "^  lost .*($grouped of them not written to the" report.txt
"$PSTATE_ANALYZE" report --format json full.db >report.json 2>>report.err
relay python3 - report.json "$lost" <<'EOF'
import json, sys
run = json.load(open(sys.argv[1]))["run"]
n = int(sys.argv[2])
ok = run["spool_lost_events"] == n and run["lost_events"] >= n
print(("ok" if ok else "not ok") + " - report JSON: spool_lost_events %s, lost_events %s (>= %d)"
      % (run["spool_lost_events"], run["lost_events"], n))
EOF

# a spool with room: nothing said lost, the meta says how the readers ran
"$PSTATE_TRACE" record -q -o fine.db -- hackbench -g 2 -l 100 >out 2>err
check_eq "a spool with room: no spool_lost_events" \
	"$(q fine.db "SELECT count(*) FROM meta WHERE key IN ('spool_lost_events', 'spool_error')")" 0
check_eq "a spool with room: stored = the kernel's read events" \
	"$(db_events fine.db)" "$(q fine.db "SELECT sum(read_events) FROM buffer_stats")"
check_eq "meta spool_readers" "$(q fine.db "SELECT value FROM meta WHERE key = 'spool_readers'")" \
	"SCHED_FIFO 1"
check "meta buffer_size_kb, buffer_percent, buffer_peak_pct" \
	test "$(q fine.db "SELECT count(*) FROM meta WHERE key IN ('buffer_size_kb', 'buffer_percent', 'buffer_peak_pct')")" = 3
kb=$(q fine.db "SELECT value FROM meta WHERE key = 'buffer_size_kb'")
check "meta buffer_size_kb by default: 1024..32768 KiB ($kb)" test "$kb" -ge 1024 -a "$kb" -le 32768
"$PSTATE_TRACE" record -q -o b.db -b 5000 --buffer-percent 40 -- true >out 2>err
check_eq "-b 5000 --buffer-percent 40: meta" \
	"$(q b.db "SELECT group_concat(value, ' ') FROM (SELECT value FROM meta WHERE key IN ('buffer_size_kb', 'buffer_percent') ORDER BY key DESC)")" \
	"5000 40"
no_instance_left record_spool
t_done
