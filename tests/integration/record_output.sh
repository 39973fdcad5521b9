#!/bin/bash
# record_output: the user's files are safe.  An output path that cannot
# take the database (a directory, DIR/, a missing or read-only folder, a
# FILE.old that is a directory, an immutable file, a device) is refused
# before the command runs: exit 2, a message naming the path, nothing
# renamed or created.  And what a recording killed with SIGKILL leaves
# (its tracefs instance, its spool folder, its temporary database) is
# removed by the next recording beside it, and nothing else is.
# quick
. "$(dirname "$0")/../lib.sh"
need_tracefs
cd "$TMP" || exit 1

# refused NAME PATH MESSAGE: record -o PATH is refused before running
refused() {
	local name=$1 path=$2 msg=$3
	rm -f ran
	"$PSTATE_TRACE" record -o "$path" -- touch ran >out 2>err
	check_eq "$name: exit 2" "$?" 2
	check "$name: the message names it ($(head -1 err))" grep -qF -- "$msg" err
	check "$name: the command did not run" test ! -e ran
}

mkdir adir
echo keep >adir/file
refused "-o an existing directory" adir "adir: is a directory"
check_eq "-o an existing directory: left as it was" "$(cat adir/file)" keep
check "-o an existing directory: no adir.old" test ! -e adir.old
refused "-o DIR/ (existing)" adir/ "adir/: a directory name"
refused "-o DIR/ (new)" newdir/ "newdir/: a directory name"
check "-o DIR/ (new): nothing made" test ! -e newdir
refused "-o in a missing folder" nodir/x.db "nodir/x.db: nodir: No such file or directory"
refused "-o in a file, not a folder" adir/file/x.db "adir/file/x.db: adir/file is not a directory"
echo mine >kept.db
mkdir kept.db.old
refused "-o FILE whose FILE.old is a directory" kept.db "kept.db.old: is a directory"
check_eq "-o FILE whose FILE.old is a directory: FILE untouched" "$(cat kept.db)" mine
# a device and a fifo of our own: never a system path, which a recorder
# that renames what it replaces would move away
mkfifo afifo
refused "-o a fifo" afifo "afifo: not a regular file"
check "-o a fifo: still a fifo, no afifo.old" test -p afifo -a ! -e afifo.old
if mknod anull c 1 3 2>/dev/null; then
	refused "-o a device" anull "anull: not a regular file"
	check "-o a device: still a device, no anull.old" test -c anull -a ! -e anull.old
else
	skip "-o a device: cannot make a device node here"
fi
refused "-o ''" "" "-o: an empty file name"
mkdir ro
if mount -t tmpfs -o ro,size=1m tmpfs ro 2>/dev/null; then
	refused "-o in a read-only folder" ro/x.db "ro/x.db: cannot write in ro: Read-only file system"
	umount ro
else
	skip "-o in a read-only folder: cannot mount a tmpfs here"
fi
echo mine >pinned.db
if chattr +i pinned.db 2>/dev/null; then
	refused "-o an immutable file" pinned.db "pinned.db: immutable"
	chattr -i pinned.db
	check_eq "-o an immutable file: untouched, no .old" "$(cat pinned.db) $(ls pinned.db.old 2>&1 | grep -c 'No such')" "mine 1"
else
	skip "-o an immutable file: chattr +i does not work here"
fi
check_eq "refused outputs: no temporary files or spool folders" \
	"$(ls -A | grep -E '\.tmp-|\.spool$' || true)" ""

# killed with SIGKILL: the instance, the spool folder and the temporary
# database stay; the next recording beside them removes them
mkdir runs
rm -f started
mkfifo started
"$PSTATE_TRACE" record -q -o runs/k.db -- sh -c 'echo $$ > started; exec sleep 60' >out 2>err &
pid=$!
read -r -t 30 wpid <started
kill -KILL "$pid"
wait "$pid" 2>/dev/null
kill -KILL -- -"$wpid" 2>/dev/null # its group: no one passes signals on now
check "killed: its spool folder stays" test -d "runs/.pstate-trace-$pid.spool"
check "killed: its temporary database stays" test -f "runs/k.db.tmp-$pid"
check "killed: its instance stays" test -d "$(tracefs_dir)/instances/pstate-trace-$pid"
# beside them, what is not litter of a dead recording: a folder by a spool
# folder's name that is not one (not mode 0700), a file that is not our
# database (record_stale has the rest)
mkdir -m 755 "runs/.pstate-trace-$$.spool"
echo notes >"runs/notes.tmp-$pid"
"$PSTATE_TRACE" record -o runs/next.db -- true >out 2>err
check_eq "the next recording: exit status" "$?" 0
check "the next recording: the spool folder is removed" test ! -e "runs/.pstate-trace-$pid.spool"
check "the next recording: and said so" grep -q "removed the stale spool folder runs/.pstate-trace-$pid.spool" err
check "the next recording: the temporary database is removed" test ! -e "runs/k.db.tmp-$pid"
check "the next recording: and said so" grep -q "removed the stale temporary database runs/k.db.tmp-$pid" err
check "the next recording: the instance is removed" \
	test ! -d "$(tracefs_dir)/instances/pstate-trace-$pid"
check "the next recording: a folder that is not a spool folder is left" test -d "runs/.pstate-trace-$$.spool"
check_eq "the next recording: a file that is not our database is left" "$(cat "runs/notes.tmp-$pid")" notes
rmdir "runs/.pstate-trace-$$.spool"
no_instance_left record_output
t_done
