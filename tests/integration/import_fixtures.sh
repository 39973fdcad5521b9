#!/bin/bash
# import_fixtures: every real trace in the fixtures imports with the right
# counts: the .dat files against `trace-cmd report` of the same file, the
# text files against the counts their README states (an independent grep of
# the event column), the devlib markers never as cpu_frequency.
# quick
. "$(dirname "$0")/../lib.sh"
need_fixture juno_r0_sched_load.trace.dat juno_r0_rtapp_example.trace.dat \
	juno_r0_sched_load.trace-cmd-report.txt pixel2_youtube_schedutil.systrace.html \
	pixel2_youtube_schedutil.systrace.txt kernel_doc_amd_pstate_perf.txt \
	kernel_doc_intel_pstate_sample.txt

# db_event_counts DB: "event count" for every event in the database
db_event_counts() {
	local t
	for t in $(q "$1" "SELECT m.name FROM sqlite_master m, pragma_table_info(m.name) c
			   WHERE m.type = 'view' AND c.name = 'seq' AND m.name NOT IN ('marker', 'event')"); do
		n=$(q "$1" "SELECT count(*) FROM $t")
		[ "$n" -gt 0 ] && echo "$t $n"
	done
	q "$1" "SELECT kind || ' ' || count(*) FROM marker GROUP BY kind"
	q "$1" "SELECT name || ' ' || count(*) FROM event GROUP BY name"
}

# report_counts FILE: "event count" from trace-cmd report
report_counts() {
	trace-cmd report -i "$1" 2>/dev/null |
		awk '{ for (i = 2; i <= NF; i++) if ($(i-1) ~ /^[0-9]+\.[0-9]+:$/) { sub(":$", "", $i); n[$i]++; break } }
		     END { for (e in n) print e, n[e] }' | sort
}

for dat in "$FIXTURES"/*.trace.dat; do
	name=$(basename "$dat" .trace.dat)
	"$PSTATE_TRACE" import -q -o "$TMP/$name.db" "$dat"
	check_eq "$name: import exit status" "$?" 0
	if command -v trace-cmd >/dev/null; then
		report_counts "$dat" >"$TMP/$name.want"
		db_event_counts "$TMP/$name.db" | sort >"$TMP/$name.got"
		if diff -u "$TMP/$name.want" "$TMP/$name.got" >"$TMP/$name.diff"; then
			pass "$name: counts per event equal trace-cmd report's ($(wc -l <"$TMP/$name.got") events)"
		else
			fail "$name: counts differ from trace-cmd report: $(tr '\n' ' ' <"$TMP/$name.diff")"
		fi
	else
		skip "$name: trace-cmd is not installed"
	fi
	check_eq "$name: meta source" "$(q "$TMP/$name.db" "SELECT value FROM meta WHERE key = 'source'")" trace.dat
	# uname and per-CPU stats: what trace-cmd says the file holds
	uname=$(trace-cmd report --uname -i "$dat" 2>/dev/null | sed -n 2p)
	case "$uname" in
	*"not recorded"*) want="" ;;
	*) want=$(echo "$uname" | awk '{ print $3 }') ;;
	esac
	check_eq "$name: kernel_release as trace-cmd report --uname says" \
		"$(q "$TMP/$name.db" "SELECT value FROM meta WHERE key = 'kernel_release'")" "$want"
	if trace-cmd report --stat -i "$dat" 2>/dev/null | grep -q "No stats"; then want=0; else
		want=$(trace-cmd report --stat -i "$dat" 2>/dev/null | grep -c '^CPU: '); fi
	check_eq "$name: buffer_stats rows as the file's stats" "$(q "$TMP/$name.db" "SELECT count(*) FROM buffer_stats")" "$want"
done

# juno sched_load: the README's numbers; functions resolved; buffer stats
db=$TMP/juno_r0_sched_load.db
check_eq "juno sched_load: cpu_frequency states" \
	"$(q "$db" "SELECT group_concat(state || 'x' || n) FROM (SELECT state, count(*) n FROM cpu_frequency GROUP BY state ORDER BY state)")" \
	"450000x6,800000x2,850000x8"
check_eq "juno sched_load: cpu_idle states" \
	"$(q "$db" "SELECT group_concat(state || 'x' || n) FROM (SELECT state, count(*) n FROM cpu_idle GROUP BY state ORDER BY state)")" \
	"0x122,1x62,2x53,4294967295x237"
check_eq "juno sched_load: sugov:0 writes CPUs 0,3,4,5" \
	"$(q "$db" "SELECT group_concat(DISTINCT f.cpu_id) FROM (SELECT cpu_id FROM cpu_frequency c JOIN task t ON t.pid = c.pid WHERE t.comm = 'sugov:0' ORDER BY cpu_id) f")" "0,3,4,5"
check_eq "juno sched_load: devlib markers are markers" \
	"$(q "$db" "SELECT count(*) FROM marker WHERE text LIKE 'cpu_frequency_devlib:%'")" 6
check_eq "juno sched_load: no lost events" "$(q "$db" "SELECT count(*) FROM lost_events")" 0

# juno rtapp: the markers with the old name must not count as cpu_frequency
db=$TMP/juno_r0_rtapp_example.db
check_eq "juno rtapp: 12 real cpu_frequency events" "$(q "$db" "SELECT count(*) FROM cpu_frequency")" 12
check_eq "juno rtapp: 12 devlib cpu_frequency markers" \
	"$(q "$db" "SELECT count(*) FROM marker WHERE text LIKE 'cpu_frequency:%'")" 12
check_eq "juno rtapp: bprint messages are markers" \
	"$(q "$db" "SELECT count(*) FROM marker WHERE kind = 'bprint'")" 6242
# and their text is the same from the trace.dat and from its report text
if command -v trace-cmd >/dev/null; then
	trace-cmd report -i "$FIXTURES/juno_r0_rtapp_example.trace.dat" >"$TMP/rtapp.txt" 2>/dev/null
	"$PSTATE_TRACE" import -q -o "$TMP/rtapp_txt.db" "$TMP/rtapp.txt"
	check_eq "juno rtapp: markers of the report text equal the trace.dat's" \
		"$(sqlite3 "$db" "ATTACH '$TMP/rtapp_txt.db' AS b; SELECT count(*) FROM
			(SELECT (ts + 500) / 1000, cpu, kind, text FROM main.marker
			 EXCEPT SELECT ts / 1000, cpu, kind, text FROM b.marker)")" 0
else
	skip "juno rtapp: trace-cmd is not installed"
fi

# text: the README's counts
import_text() {
	"$PSTATE_TRACE" import -q -o "$TMP/$2.db" "$1"
	check_eq "$2: import exit status" "$?" 0
	check_eq "$2: meta source" "$(q "$TMP/$2.db" "SELECT value FROM meta WHERE key = 'source'")" text
}
want_counts() { # DB LABEL "event count ..." (sorted)
	got=$(db_event_counts "$1" | sort | tr '\n' ' ')
	check_eq "$2: counts per event" "$got" "$3"
}
import_text "$FIXTURES/pixel2_youtube_schedutil.systrace.html" pixel_html
import_text "$FIXTURES/pixel2_youtube_schedutil.systrace.txt" pixel_txt
pixel="clock_set_rate 88 cpu_frequency 104 cpu_idle 621 print 160 sched_blocked_reason 31 sched_switch 715 sched_wakeup 421 sugov_set_iowait_boost 366 "
want_counts "$TMP/pixel_html.db" "pixel systrace html" "$pixel"
want_counts "$TMP/pixel_txt.db" "pixel systrace text" "$pixel"
check_eq "pixel: meta source_format of the HTML" \
	"$(q "$TMP/pixel_html.db" "SELECT value FROM meta WHERE key = 'source_format'")" systrace
check_eq "pixel: 8 CPUs from the header" "$(q "$TMP/pixel_txt.db" "SELECT value FROM meta WHERE key = 'nr_cpus'")" 8
check_eq "pixel: cpu_frequency per CPU (3 each on 0-3, 23 each on 4-7)" \
	"$(q "$TMP/pixel_txt.db" "SELECT group_concat(n) FROM (SELECT cpu_id, count(*) n FROM cpu_frequency GROUP BY cpu_id ORDER BY cpu_id)")" \
	"3,3,3,3,23,23,23,23"
check_eq "pixel: cpu_idle states" \
	"$(q "$TMP/pixel_txt.db" "SELECT group_concat(state || 'x' || n) FROM (SELECT state, count(*) n FROM cpu_idle GROUP BY state ORDER BY state)")" \
	"0x176,2x134,4294967295x311"
check_eq "pixel: comm split on the last dash (<7952>-7952)" \
	"$(q "$TMP/pixel_txt.db" "SELECT count(*) FROM task WHERE pid = 7952 AND comm = '<7952>'")" 1
check_eq "pixel: timestamps exact in ns" \
	"$(q "$TMP/pixel_txt.db" "SELECT min(ts) FROM sched_switch")" 538064659000
check_eq "pixel: html and text give the same rows" \
	"$(sqlite3 "$TMP/pixel_html.db" "ATTACH '$TMP/pixel_txt.db' AS b; SELECT count(*) FROM (SELECT * FROM main.sched_switch EXCEPT SELECT * FROM b.sched_switch)")" 0

import_text "$FIXTURES/juno_r0_sched_load.trace-cmd-report.txt" juno_txt
want_counts "$TMP/juno_txt.db" "juno report text" \
	"cpu_frequency 16 cpu_idle 474 print 6 sched_load_cfs_rq 2437 sched_load_se 364 sched_migrate_task 28 sched_switch 399 "
# the text and the binary of the same trace: same rows, column by column
# (the report text prints microseconds, rounded: compare at that resolution)
cmp_tables() { # TABLE COLUMNS
	sqlite3 "$TMP/juno_txt.db" "ATTACH '$TMP/juno_r0_sched_load.db' AS b;
		SELECT count(*) FROM (SELECT ts / 1000, $2 FROM main.$1 EXCEPT SELECT (ts + 500) / 1000, $2 FROM b.$1)"
}
check_eq "juno: sched_switch of the report text equals the trace.dat's" \
	"$(cmp_tables sched_switch "cpu, seq, prev_comm, prev_pid, prev_prio, next_comm, next_pid, next_prio")" 0
check_eq "juno: cpu_frequency equal" "$(cmp_tables cpu_frequency "cpu, seq, state, cpu_id, pid")" 0
check_eq "juno: cpu_idle equal" "$(cmp_tables cpu_idle "cpu, seq, state, cpu_id")" 0
check_eq "juno: sched_migrate_task equal" \
	"$(cmp_tables sched_migrate_task "cpu, seq, comm, pid, prio, orig_cpu, dest_cpu")" 0

import_text "$FIXTURES/kernel_doc_amd_pstate_perf.txt" amd_doc
want_counts "$TMP/amd_doc.db" "amd-pstate doc" "amd_pstate_perf 7 "
check_eq "amd-pstate doc: 5.17 field names mapped" \
	"$(q "$TMP/amd_doc.db" "SELECT min_perf || '/' || target_perf || '/' || capacity || ' ' || changed || fast_switch || ' ' || (mperf IS NULL) FROM amd_pstate_perf LIMIT 1")" \
	"85/85/166 01 1"
check_eq "amd-pstate doc: cpu_ids" "$(q "$TMP/amd_doc.db" "SELECT group_concat(DISTINCT cpu_id) FROM (SELECT cpu_id FROM amd_pstate_perf ORDER BY cpu_id)")" "0,3,4,7,11,15"
import_text "$FIXTURES/kernel_doc_intel_pstate_sample.txt" intel_doc
want_counts "$TMP/intel_doc.db" "intel_pstate doc" "cpu_frequency 1 pstate_sample 1 "
check_eq "intel_pstate doc: gnome-terminal- comm" \
	"$(q "$TMP/intel_doc.db" "SELECT comm FROM task WHERE pid = 4510")" "gnome-terminal-"
check_eq "intel_pstate doc: scaled= is scaled_busy" "$(q "$TMP/intel_doc.db" "SELECT scaled_busy FROM pstate_sample")" 94

# --cpu-attr, --benchmark and --meta, and stdin
"$PSTATE_TRACE" import -q -o "$TMP/attr.db" --cpu-attr highest_perf=166 --cpu-attr nominal_perf=90 \
	--cpu-attr nominal_freq_mhz=2000 --cpu-attr driver=amd-pstate --benchmark tbench \
	--meta clients=64 - <"$FIXTURES/kernel_doc_amd_pstate_perf.txt"
check_eq "stdin import: exit status" "$?" 0
check_eq "--cpu-attr: every CPU seen has the values" \
	"$(q "$TMP/attr.db" "SELECT count(*) || ' ' || min(highest_perf) || ' ' || max(nominal_perf) || ' ' || max(nominal_freq_mhz) || ' ' || max(driver) FROM cpu")" \
	"16 166 90 2000 amd-pstate"
check_eq "--benchmark and --meta: rows added" "$(q "$TMP/attr.db" "SELECT group_concat(value) FROM (SELECT value FROM meta WHERE key IN ('benchmark', 'clients') ORDER BY key)")" "tbench,64"
# a repeated --cpu-attr: the last one, in the cpu table, meta and the label
"$PSTATE_TRACE" import -q -o "$TMP/attr2.db" --cpu-attr driver=acpi-cpufreq --cpu-attr max_khz=1 \
	--cpu-attr driver=intel_pstate --cpu-attr max_khz=4000000 \
	"$FIXTURES/kernel_doc_intel_pstate_sample.txt"
check_eq "--cpu-attr twice: import exit status" "$?" 0
check_eq "--cpu-attr twice: the last value in the cpu table" \
	"$(q "$TMP/attr2.db" "SELECT group_concat(DISTINCT driver || ' ' || max_khz) FROM cpu")" "intel_pstate 4000000"
check_eq "--cpu-attr twice: the last value in meta and the label" \
	"$(q "$TMP/attr2.db" "SELECT group_concat(value, ' ') FROM (SELECT value FROM meta WHERE key IN ('driver', 'label') ORDER BY key)")" \
	"intel_pstate intel_pstate/none"
for bad in colour=blue highest_perf highest_perf_x=1; do
	err=$("$PSTATE_TRACE" import -q -o "$TMP/bad_attr.db" --cpu-attr "$bad" \
		"$FIXTURES/kernel_doc_amd_pstate_perf.txt" 2>&1 >/dev/null)
	check_eq "--cpu-attr $bad: usage error" "$?" 2
	check "--cpu-attr $bad: the message names it" grep -q -- "--cpu-attr: '$bad'" <<<"$err"
	check "--cpu-attr $bad: no database written" test ! -e "$TMP/bad_attr.db"
done
t_done
