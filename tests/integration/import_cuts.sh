#!/bin/bash
# import_cuts: a trace.dat cut at every 1% from 80% to 94% of its length
# and every 0.2% from there to 100% (a partial copy, a full disk; its CPU
# data are the last 6%): a longer cut never imports fewer rows, and every
# row it imports is a row of the whole file (none with a field the cut
# emptied); a cut never makes libtracecmd crash.  Also every 512 bytes
# across two pages of one CPU's data, where the cut splits events.
# quick
. "$(dirname "$0")/../lib.sh"
need_fixture juno_r0_sched_load.trace.dat
command -v python3 >/dev/null || skip_all "python3 is not installed"
cd "$TMP" || exit 1
dat=$FIXTURES/juno_r0_sched_load.trace.dat
size=$(stat -c %s "$dat")
"$PSTATE_TRACE" import -q -o whole.db "$dat"

# rows DB: the event rows of every table with a seq column
rows() {
	local t n=0
	for t in $(q "$1" "SELECT name FROM sqlite_master WHERE type = 'table' AND sql LIKE '%seq%'"); do
		n=$((n + $(q "$1" "SELECT count(*) FROM $t")))
	done
	echo $n
}
# foreign DB: rows that are not rows of the whole file (seq left out: a cut
# file's seq counts only what it has)
foreign() {
	local t cols n=0
	for t in $(q "$1" "SELECT name FROM sqlite_master WHERE type = 'table' AND sql LIKE '%seq%'"); do
		cols=$(q "$1" "SELECT group_concat(printf('\"%s\"', name), ', ') FROM pragma_table_info('$t') WHERE name <> 'seq'")
		n=$((n + $(sqlite3 "$1" "ATTACH 'whole.db' AS w; SELECT count(*) FROM (SELECT $cols FROM main.$t EXCEPT SELECT $cols FROM w.$t)")))
	done
	echo $n
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
t_done
