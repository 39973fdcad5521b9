#!/bin/bash
# import_cuts: a trace.dat cut at every 1% from 80% to 94% of its length
# and every 0.2% from there to 100% (a partial copy, a full disk; its CPU
# data are the last 6%): a longer cut never imports fewer rows, and every
# row it imports is a row of the whole file (none with a field the cut
# emptied); a cut never makes libtracecmd crash.  Also every 512 bytes
# across two pages of one CPU's data, where the cut splits events.  And
# text and systrace HTML cut inside a line (or, for HTML, anywhere inside
# its trace-data block): marked truncated, said, exit 1, with the rows of
# the whole lines before the cut (the oracle: the same file cut at that
# line's start, which plain text cannot tell from a whole file), or, when
# the cut line reads whole (a table's every column), that line kept.
# quick
# long
. "$(dirname "$0")/../lib.sh"
need_fixture juno_r0_sched_load.trace.dat juno_r0_sched_load.trace-cmd-report.txt \
	pixel2_youtube_schedutil.systrace.html
command -v python3 >/dev/null || skip_all "python3 is not installed"
cd "$TMP" || exit 1
dat=$FIXTURES/juno_r0_sched_load.trace.dat
size=$(stat -c %s "$dat")
"$PSTATE_TRACE" import -q -o whole.db "$dat"

# rows DB: the event rows of every table with a seq column
rows() {
	sqlite3 "$1" "SELECT $(q "$1" "SELECT group_concat('(SELECT count(*) FROM \"' || name || '\")', ' + ')
		FROM sqlite_master WHERE type = 'view' AND sql LIKE '%seq%'")"
}
# foreign_of DB WHOLE: rows of DB that are not rows of WHOLE (seq left
# out: a cut file's seq counts only what it has); foreign DB: of whole.db.
# One sqlite3 for the query, one to run it.
foreign_of() {
	sqlite3 "$1" "ATTACH '$2' AS w; SELECT $(q "$1" "WITH t(name, cols) AS (SELECT m.name,
		(SELECT group_concat('\"' || p.name || '\"', ', ') FROM pragma_table_info(m.name) p
		 WHERE p.name <> 'seq') FROM sqlite_master m WHERE m.type = 'view' AND m.sql LIKE '%seq%')
		SELECT group_concat('(SELECT count(*) FROM (SELECT ' || cols || ' FROM main.\"' || name ||
			'\" EXCEPT SELECT ' || cols || ' FROM w.\"' || name || '\"))', ' + ') FROM t")"
}
foreign() {
	foreign_of "$1" whole.db
}

# cut_at BYTES: import the first BYTES of the file; "rows foreign crashed"
cut_at() {
	head -c "$1" "$dat" >cut.dat
	rm -f cut.db
	"$PSTATE_TRACE" import -q -o cut.db cut.dat 2>err
	if [ -f cut.db ]; then
		echo "$(rows cut.db) $(foreign cut.db) $(grep -c -e crashed -e 'stopped making progress' err)"
	else
		echo "0 0 $(grep -c -e crashed -e 'stopped making progress' err)"
	fi
}

prev=0 decreased="" bad="" crashed="" list=""
for pm in $(seq 800 10 930) $(seq 940 2 1000); do # per mille
	set -- $(cut_at $((size * pm / 1000)))
	list="$list $pm:$1"
	[ "$1" -lt "$prev" ] && decreased="$decreased $pm"
	[ "$2" -ne 0 ] && bad="$bad $pm:$2"
	[ "$3" -ne 0 ] && crashed="$crashed $pm"
	prev=$1
done
echo "# rows by cut (per mille of the file):$list"
check_eq "cuts 80..100%: the rows never decrease as the cut grows" "$decreased" ""
check_eq "cuts 80..100%: no row that the whole file does not have" "$bad" ""
check_eq "cuts 80..100%: libtracecmd never crashes" "$crashed" ""
check_eq "cut at 100%: every row" "$prev" "$(rows whole.db)"
n99=$(cut_at $((size * 99 / 100)) | cut -d' ' -f1)
check "cut at 99%: some rows, not all ($n99)" test "$n99" -gt 0 -a "$n99" -lt "$prev"

# within pages: across the first two pages of CPU 2's data, every 512
# bytes (where the CPU data table says they are)
cpu2=$(python3 -c 'import struct, sys
sys.path.insert(0, sys.argv[1])
import mkdat
d = open(sys.argv[2], "rb").read()
table, cpus = mkdat.flyrecord_table(d)
print(struct.unpack_from("<Q", d, table + 16 * 2)[0])' "$TOP/tests/synth" "$dat")
check "CPU 2's data start inside the file" test "${cpu2:-0}" -gt 0 -a "${cpu2:-0}" -lt "$size"
prev=0 decreased="" bad="" crashed=""
for off in $(seq "$cpu2" 512 $((cpu2 + 8192))); do
	set -- $(cut_at "$off")
	[ "$1" -lt "$prev" ] && decreased="$decreased $off"
	[ "$2" -ne 0 ] && bad="$bad $off:$2"
	[ "$3" -ne 0 ] && crashed="$crashed $off"
	prev=$1
done
check_eq "cuts inside pages: the rows never decrease" "$decreased" ""
check_eq "cuts inside pages: no row that the whole file does not have" "$bad" ""
check_eq "cuts inside pages: libtracecmd never crashes" "$crashed" ""
# text cut inside a line: every 997 bytes over the first 40 KiB
txt=$FIXTURES/juno_r0_sched_load.trace-cmd-report.txt
bad=""
kept=0
for off in $(seq 1500 997 40000); do
	head -c "$off" "$txt" >cut.txt
	[ "$(tail -c 1 cut.txt | od -An -c | tr -d ' ')" = '\n' ] && continue
	line=$(($(wc -l <cut.txt) + 1))
	head -n $((line - 1)) cut.txt >lines.txt
	rm -f cut.db lines.db
	"$PSTATE_TRACE" import -q -o cut.db cut.txt 2>err
	rc=$?
	"$PSTATE_TRACE" import -q -o lines.db lines.txt 2>/dev/null
	if [ "$rc" -eq 0 ] && [ "$(q cut.db "SELECT value FROM meta WHERE key = 'last_line_no_newline'")" = "$line" ]; then
		# kept, as it reads whole: then it is the whole line's row
		kept=$((kept + 1))
		head -n "$line" "$txt" >whole.txt
		rm -f whole_lines.db
		"$PSTATE_TRACE" import -q -o whole_lines.db whole.txt 2>/dev/null
		[ "$(foreign_of cut.db whole_lines.db) $(rows cut.db)" = "0 $(rows whole_lines.db)" ] ||
			bad="$bad $off:kept"
		continue
	fi
	got="$rc $(q cut.db "SELECT group_concat(value, ' ') FROM (SELECT value FROM meta WHERE key IN ('truncated', 'truncated_at_line') ORDER BY key)") $(grep -c "cut.txt: truncated inside line $line: the lines before it are imported" err)"
	[ "$got" = "1 1 $line 1" ] || bad="$bad $off:[$got]"
	[ "$(foreign_of cut.db lines.db) $(rows cut.db)" = "0 $(rows lines.db)" ] || bad="$bad $off:rows"
done
check_eq "text cut inside a line: exit 1, meta truncated and its line, said; the rows of the lines before (or, $kept times, the cut line kept as it reads whole: its whole row)" "$bad" ""
head -c 20000 "$txt" | head -n 100 >atnl.txt
"$PSTATE_TRACE" import -q -o atnl.db atnl.txt 2>err
check_eq "text cut at a line's end: a whole file (nothing tells it cut)" \
	"$? $(q atnl.db "SELECT value FROM meta WHERE key = 'truncated'")" "0 0"
{ head -n 20 "$txt"; printf '          <idle>-0     [002]  2084.02'; } >cut.txt
"$PSTATE_TRACE" import -o cut.db cut.txt 2>err
check "text cut inside a line: the summary says it" grep -q "bad input  cut short (meta truncated)" err

html=$FIXTURES/pixel2_youtube_schedutil.systrace.html
# the first trace-data block whose tag opens a line (what the reader takes):
# its start and end, a cut in the middle of it, and the line start before that
set -- $(python3 -c 'import re, sys
d = open(sys.argv[1], "rb").read()
s = re.search(rb"\n[ \t]*<script class=\"trace-data\"", d).start() + 1
e = d.index(b"</script>", s)
mid = (s + e) // 2
while d[mid - 1:mid] == b"\n":
    mid += 1
print(s, e, mid, d.rindex(b"\n", 0, mid) + 1)' "$html")
start=$1 block_end=$2 mid=$3 nl=$4
check "the HTML has a trace-data block ($start..$block_end)" test "${block_end:-0}" -gt "${start:-0}"
cut_html() { # BYTES: "exit truncated"
	head -c "$1" "$html" >cut.html
	rm -f cut.db
	"$PSTATE_TRACE" import -q -o cut.db cut.html 2>err
	echo "$? $(q cut.db "SELECT value FROM meta WHERE key = 'truncated'")"
}
check_eq "HTML cut inside a line of its trace-data block: exit 1, truncated" "$(cut_html "$mid")" "1 1"
check "HTML cut inside a line: said" grep -q "cut.html: truncated inside line" err
check_eq "HTML cut at a line's end inside the block: exit 1, truncated" "$(cut_html "$nl")" "1 1"
check "HTML cut at a line's end inside the block: said, no </script>" \
	grep -q "cut.html: truncated: its trace-data block has no end (</script>)" err
check_eq "HTML cut after the block's end: whole" "$(cut_html "$((block_end + 10))")" "0 0"
echo "# trace-data block from byte $start to $block_end; cuts at $mid and $nl"
t_done
