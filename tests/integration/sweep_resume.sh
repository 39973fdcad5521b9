#!/bin/bash
# sweep_resume: a sweep interrupted for real (SIGINT to its process group
# as the second run starts, the first one finished: synchronised through a
# FIFO the stand-in recorder writes to before it runs the real one, no
# sleeps), then run again with the same command: the finished database is
# untouched (inode, mtime, sha256), never renamed to .old, and said kept;
# the cut run, one marked interrupted and the others are made; a third run makes nothing and
# changes nothing.  The first repeat of each value is the traced one.  The
# folder compares.  A folder with runs of two tool versions says so, the
# version shown inert.
. "$(dirname "$0")/../lib.sh"
need_tracefs
for t in hackbench sqlite3 sha256sum; do
	command -v $t >/dev/null || skip_all "$t is not installed (make deps)"
done
cd "$TMP" || exit 1
REAL=$PSTATE_TRACE
mkfifo started
echo 0 >count
# stand-in recorder: counts its runs; the second one, while the FIFO is
# there, says so through it (blocking until the test reads) and then runs
printf '%s\n' '#!/bin/sh' \
	"n=\$((\$(cat '$TMP/count') + 1))" \
	"echo \$n >'$TMP/count'" \
	"[ \$n = 2 ] && [ -p '$TMP/started' ] && echo started >'$TMP/started'" \
	"exec '$REAL' \"\$@\"" >rec
chmod +x rec
export PSTATE_TRACE=$TMP/rec
sweep=("$TOP/scripts/sweep" -o res --labels a,b -r 2 -V 1 hackbench --loops 20)

# job control: the sweep in a process group of its own, SIGINT not ignored
# (as a background job of a script has it), as at a terminal
set -m
"${sweep[@]}" >s1.out 2>s1.err &
pid=$!
set +m
read -r _ <started
first=res/a/hackbench-1-1.db
check "the first run's database is there as the second starts" test -f "$first"
kill -INT -- -"$pid"
wait "$pid"
check_eq "interrupted sweep: exit status 130" "$?" 130
rm started
# identity FILE: inode, mtime (ns) and sha256
identity() { echo "$(stat -c '%i %.9Y' "$1") $(sha256sum <"$1")"; }
before=$(identity "$first")
check_eq "the first run is the traced one (repeat 1)" \
	"$(q "$first" "SELECT value FROM meta WHERE key = 'tracing'")" full
second=res/b/hackbench-1-1.db
if [ -f "$second" ]; then
	check_eq "the cut run says interrupted" \
		"$(q "$second" "SELECT value FROM meta WHERE key = 'interrupted'")" 1
else
	pass "the cut run left no database"
fi
# a run cut short whose database was written (record marks it interrupted):
# made here at repeat 2's name, whichever way the race above went
cp "$first" res/a/hackbench-1-2.db
q res/a/hackbench-1-2.db "UPDATE meta SET value = '1' WHERE key = 'interrupted'"

"${sweep[@]}" >s2.out 2>s2.err
check_eq "rerun: exit 0" "$?" 0
check_eq "rerun: the finished database is untouched (inode, mtime, sha256)" \
	"$(identity "$first")" "$before"
check "rerun: it is said kept" \
	grep -q "^sweep: \[1/4\] a, groups=1, repeat 1, traced: $first finished already: kept$" s2.err
check "rerun: no .old of it" test ! -e "$first.old"
check "rerun: the interrupted one is made again" \
	grep -q "^sweep: \[4/4\] a, groups=1, repeat 2, light: res/a/hackbench-1-2.db$" s2.err
check_eq "rerun: three runs recorded (after the first and the cut one)" "$(cat count)" 5
for f in res/a/hackbench-1-1.db res/a/hackbench-1-2.db res/b/hackbench-1-1.db res/b/hackbench-1-2.db; do
	check_eq "rerun: $f finished (application_id, interrupted 0, exit 0)" \
		"$(q "$f" "SELECT (SELECT application_id FROM pragma_application_id) || ' ' ||
			(SELECT value FROM meta WHERE key = 'interrupted') || ' ' ||
			(SELECT value FROM meta WHERE key = 'workload_exit')")" "1886614642 0 0"
done
check_eq "rerun: repeat 1 traced, repeat 2 light, for both labels" \
	"$(for f in res/a/hackbench-1-1.db res/a/hackbench-1-2.db res/b/hackbench-1-1.db \
		res/b/hackbench-1-2.db; do q "$f" "SELECT value FROM meta WHERE key = 'tracing'"; done |
		tr '\n' ' ')" "full counters-only full counters-only "

for f in res/*/*.db; do identity "$f"; done >ids
"${sweep[@]}" >s3.out 2>s3.err
check_eq "third run: exit 0" "$?" 0
check_eq "third run: nothing recorded" "$(cat count)" 5
check_eq "third run: every database untouched" "$(for f in res/*/*.db; do identity "$f"; done)" "$(cat ids)"
check_eq "third run: 4 said kept" "$(grep -c 'finished already: kept$' s3.err)" 4

"$PSTATE_ANALYZE" compare --baseline a res/*/*.db >cmp.out 2>cmp.err
check_eq "the folder compares: exit 0" "$?" 0
check "compare has the hackbench row" grep -q "^  hackbench " cmp.out

# a run of another version (edited in), with an escape in its name
q res/b/hackbench-1-2.db "UPDATE meta SET value = 'v0.1' || char(27) || '[31m' WHERE key = 'tool_version'"
"${sweep[@]}" -n >s4.out 2>s4.err
check "two tool versions: said" \
	grep -q "^sweep: warning: res has runs of 2 versions of pstate-trace: .*v0.1?\[31m (1 runs)" s4.err
check "dry run of the finished folder: nothing to make" \
	grep -q "^sweep: estimate: 0 run(s) to make (4 finished already), about 0 s (the mean of the 4 finished run(s) of hackbench here" s4.err
check "dry run: the traced disk figure is the finished runs' own" \
	grep -q "^sweep:   disk: 0 traced at [0-9]* KiB per CPU-second (the mean of 2 finished traced run(s) here), 0 light at [0-9]* KiB$" s4.err
check "two tool versions: no escape printed" sh -c "! grep -q \"$(printf '\033')\" s4.err"
t_done
