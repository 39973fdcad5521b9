#!/bin/bash
# record_stale: what a recording removes as left behind by another, beside
# its output: only what no live recording holds, only this user's, only
# what pstate-trace makes, and never through a symbolic link.
#  - a spool folder swapped with a symbolic link to another folder, by
#    another user, in a loop (renameat2 RENAME_EXCHANGE) while recordings
#    clean up beside it: nothing in that other folder is touched, and the
#    other user's folder is left alone, and said;
#  - another user's spool folder, a folder of another mode, a link, files
#    a spool does not make: left alone and said; a stale folder of ours is
#    removed, and said; one a live recording holds (its lock) is left;
#  - temporary databases: a stale one is removed, one held by a live
#    process, a finished one, another user's, a link and a fifo are left
#    (the fifo without hanging);
#  - a recording in another PID namespace sharing the output folder (its
#    process id dead out here), stopped where its tracefs instance, spool
#    folder and temporary database are made but nothing reads them yet, then
#    while it runs: a recording out here removes none of them, and it ends
#    with its database in place.
# The oracle is the file system: listings and checksums before and after.
. "$(dirname "$0")/../lib.sh"
# its recording in another PID namespace has an instance whose process id is
# dead out here: never beside another test that records (tests/run), whose
# no_instance_left would take it for a leak
need_tracefs
[ "$(id -u)" -eq 0 ] || skip_all "needs root (another user's files, namespaces)"
command -v setpriv >/dev/null || skip_all "setpriv is not installed"
command -v flock >/dev/null || skip_all "flock is not installed"
command -v cc >/dev/null || skip_all "cc is not installed"
cd "$TMP" || exit 1
NOBODY=65534
chmod 711 "$TMP"
mkdir -m 755 pub
as_nobody() {
	setpriv --reuid=$NOBODY --regid=$NOBODY --clear-groups "$@"
}
# free_pid: a process id no process has here, high in the range
free_pid() {
	local p max
	max=$(cat /proc/sys/kernel/pid_max)
	for p in $(seq $((max - 2)) -1 $((max - 500))); do
		[ -e "/proc/$p" ] || { echo "$p"; return; }
	done
}
# tree DIR: every file under DIR with its checksum, one a line
tree() {
	(cd "$1" && find . -mindepth 1 -printf '%p %y %U %m\n' | sort && find . -type f -exec md5sum {} + | sort)
}

# from_fifo FIFO: a line from FIFO, or nothing after 60 s (opened read-write:
# the open never waits for a writer that may be gone)
from_fifo() {
	local line=""
	read -r -t 60 line <>"$1"
	echo "$line"
}
# to_fifo FIFO TEXT: TEXT to the reader of FIFO, unless none comes in 60 s
to_fifo() {
	timeout 60 sh -c 'echo "$2" >"$1"' - "$1" "$2"
}

# the swapper: exchanges two names as fast as it can (a folder removed
# meanwhile is made again, as an attacker would), said on stdout once started
cat >pub/swap.c <<'EOF'
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <sys/stat.h>
int main(int argc, char **argv)
{
	unsigned long n;

	if (argc != 3)
		return 2;
	for (n = 0;; n++) {
		if (renameat2(AT_FDCWD, argv[1], AT_FDCWD, argv[2], RENAME_EXCHANGE) < 0) {
			if (errno == ENOENT && (mkdir(argv[1], 0755) == 0 || mkdir(argv[2], 0755) == 0))
				continue;
			perror("renameat2");
			return 1;
		}
		if (n == 0) {
			puts("swapping");
			fflush(stdout);
		}
	}
}
EOF
cc -D_GNU_SOURCE -o pub/swap pub/swap.c || { fail "cannot build the swapper"; t_done; exit 1; }

# ---- a symlink swapped in, by another user, while recordings clean up ----
mkdir -m 1777 runs
mkdir -m 755 victim
for i in $(seq 1 20); do echo "file $i" >"victim/f$i"; done
echo cpu >"victim/cpu0.raw"
before=$(tree victim)
dead=$(free_pid)
spool=".pstate-trace-$dead.spool"
as_nobody mkdir "runs/$spool"
as_nobody ln -s "$TMP/victim" runs/link
rm -f swapping
mkfifo swapping
(cd runs && exec setpriv --reuid=$NOBODY --regid=$NOBODY --clear-groups ../pub/swap "$spool" link) \
	>swapping 2>swap.err &
swapper=$!
from_fifo swapping >/dev/null
said_other=0 said_link=0 removed=0
for i in $(seq 1 30); do
	"$PSTATE_TRACE" record --counters-only -o runs/r.db -- true >/dev/null 2>err
	grep -q "runs/$spool: another user's (uid $NOBODY): left alone" err && said_other=$((said_other + 1))
	grep -q "runs/$spool: a symbolic link, not a spool folder: left alone" err && said_link=$((said_link + 1))
	grep -q "removed the stale spool folder" err && removed=$((removed + 1))
done
kill "$swapper"
wait "$swapper" 2>/dev/null
check_eq "a swapped symlink: the swapper ran all along" "$(cat swap.err)" ""
check_eq "a swapped symlink: 30 recordings cleaned up beside it, nothing in the other folder touched" \
	"$(tree victim)" "$before"
check_eq "a swapped symlink: nothing said removed" "$removed" 0
check "a swapped symlink: another user's folder is left alone, and said ($said_other times)" \
	test "$said_other" -gt 0
echo "# said a symbolic link $said_link times, another user's folder $said_other times"
check "a swapped symlink: the other user's folder is still there" \
	test -d "runs/$spool" -a ! -L "runs/$spool" -o -d runs/link -a ! -L runs/link
rm -rf runs
mkdir -m 1777 runs

# ---- what else is named like a stale spool folder ----
p1=$(free_pid)
mk_spool() { # NAME MODE: a folder of ours as a recording makes it, with its files
	mkdir -m "$2" "runs/$1"
	echo x >"runs/$1/cpu0.raw"
	echo x >"runs/$1/cpu1.raw"
	echo x >"runs/$1/stdout.raw"
	echo x >"runs/$1/stderr.raw"
	echo x >"runs/$1/counters.raw"
}
mk_spool ".pstate-trace-$((p1 - 1)).spool" 700  # stale: removed
mk_spool ".pstate-trace-$((p1 - 2)).spool" 755  # another mode: left
mk_spool ".pstate-trace-$((p1 - 3)).spool" 700  # with a file of someone else's
echo mine >"runs/.pstate-trace-$((p1 - 3)).spool/notes.txt"
mk_spool ".pstate-trace-$((p1 - 4)).spool" 700  # held by a live recording
as_nobody mkdir -m 700 "runs/.pstate-trace-$((p1 - 5)).spool"
as_nobody sh -c "echo theirs >runs/.pstate-trace-$((p1 - 5)).spool/cpu0.raw"
ln -s "$TMP/victim" "runs/.pstate-trace-$((p1 - 6)).spool"
before_other=$(tree "runs/.pstate-trace-$((p1 - 5)).spool")
rm -f held release
mkfifo held release
flock "runs/.pstate-trace-$((p1 - 4)).spool" sh -c 'echo held >held; read -r _ <release' &
holder=$!
from_fifo held >/dev/null
"$PSTATE_TRACE" record --counters-only -o runs/r.db -- true >out 2>err
check_eq "spool folders: the recording's exit status" "$?" 0
check "a stale spool folder of ours: removed" test ! -e "runs/.pstate-trace-$((p1 - 1)).spool"
check "a stale spool folder of ours: and said" \
	grep -q "removed the stale spool folder runs/.pstate-trace-$((p1 - 1)).spool" err
check_eq "a folder of mode 0755: left with its files" \
	"$(ls "runs/.pstate-trace-$((p1 - 2)).spool" | wc -l)" 5
check "a folder of mode 0755: and said" \
	grep -q "runs/.pstate-trace-$((p1 - 2)).spool: mode 0755, not a spool folder: left alone" err
check_eq "a folder with a file a spool does not make: that file and the folder stay, ours go" \
	"$(ls "runs/.pstate-trace-$((p1 - 3)).spool")" notes.txt
check "a folder with a file a spool does not make: said" \
	grep -q "runs/.pstate-trace-$((p1 - 3)).spool: holds 1 file a spool does not make: left there" err
check_eq "a folder a live recording holds: left with its files" \
	"$(ls "runs/.pstate-trace-$((p1 - 4)).spool" | wc -l)" 5
check "a folder a live recording holds: nothing said" \
	sh -c "! grep -q 'pstate-trace-$((p1 - 4))' err"
check_eq "another user's spool folder: left with its files" \
	"$(tree "runs/.pstate-trace-$((p1 - 5)).spool")" "$before_other"
check "another user's spool folder: and said" \
	grep -q "runs/.pstate-trace-$((p1 - 5)).spool: another user's (uid $NOBODY): left alone" err
check "a symbolic link named like one: left, and said" \
	sh -c "test -L runs/.pstate-trace-$((p1 - 6)).spool && grep -q 'pstate-trace-$((p1 - 6)).spool: a symbolic link, not a spool folder: left alone' err"
check_eq "a symbolic link named like one: what it points to is untouched" "$(tree victim)" "$before"
to_fifo release go
wait "$holder"
# once its holder is gone, the same folder is litter
"$PSTATE_TRACE" record --counters-only -o runs/r.db -- true >out 2>err
check "a folder whose holder is gone: removed by the next recording" \
	test ! -e "runs/.pstate-trace-$((p1 - 4)).spool"

# ---- temporary databases ----
WRITING=$((0x70737477)) # application_id 'pstw': a database being written
mk_tmp() { # NAME ID: an SQLite file with that application_id
	sqlite3 "$1" "PRAGMA application_id = $2; CREATE TABLE meta (key TEXT, value TEXT);"
}
mk_tmp runs/a.db.tmp-$((p1 - 1)) $WRITING                      # stale: removed
mk_tmp runs/b.db.tmp-$((p1 - 2)) $WRITING                      # held: left
mk_tmp runs/c.db.tmp-$((p1 - 3)) $((0x70737472))               # finished ('pstr'): left
mk_tmp runs/d.db.tmp-$((p1 - 4)) $WRITING && chown $NOBODY runs/d.db.tmp-$((p1 - 4)) # another user's
ln -s "$TMP/victim/f1" runs/e.db.tmp-$((p1 - 5))               # a link: left
mkfifo runs/f.db.tmp-$((p1 - 6))                               # a fifo: left, no hang
echo notes >runs/g.db.tmp-$((p1 - 7))                          # not a database: left
flock runs/b.db.tmp-$((p1 - 2)) sh -c 'echo held >held; read -r _ <release' &
holder=$!
from_fifo held >/dev/null
timeout 60 "$PSTATE_TRACE" record --counters-only -o runs/r.db -- true >out 2>err
check_eq "temporary databases: the recording's exit status (no hang on a fifo)" "$?" 0
check "a stale temporary database: removed" test ! -e runs/a.db.tmp-$((p1 - 1))
check "a stale temporary database: and said" \
	grep -q "removed the stale temporary database runs/a.db.tmp-$((p1 - 1))" err
check "a temporary database a live process holds: left" test -f runs/b.db.tmp-$((p1 - 2))
check "a finished temporary database (its rename failed): kept" test -f runs/c.db.tmp-$((p1 - 3))
check "another user's temporary database: left" test -f runs/d.db.tmp-$((p1 - 4))
check "another user's temporary database: and said" \
	grep -q "runs/d.db.tmp-$((p1 - 4)): another user's temporary database (uid $NOBODY): left alone" err
check "a link named like one: left, and what it points to is untouched" \
	sh -c "test -L runs/e.db.tmp-$((p1 - 5)) && test \"\$(cat victim/f1)\" = 'file 1'"
check "a fifo named like one: left" test -p runs/f.db.tmp-$((p1 - 6))
check_eq "a file that is not a database: left as it was" "$(cat runs/g.db.tmp-$((p1 - 7)))" notes
to_fifo release go
wait "$holder"
check_eq "nothing outside the output folder touched" "$(tree victim)" "$before"

# ---- another PID namespace sharing the output folder ----
tdir=$(tracefs_dir)
if [ -z "$tdir" ] || [ ! -d "$tdir/instances" ]; then
	skip "another PID namespace: no tracefs instances here"
	t_done
	exit
fi
command -v unshare >/dev/null || { skip "another PID namespace: unshare is not installed"; t_done; exit; }
cc -D_GNU_SOURCE -shared -fPIC -o pub/faults.so "$TOP/tests/faults/faults.c" -ldl ||
	{ fail "cannot build tests/faults/faults.c"; t_done; exit 1; }
rm -rf shared
mkdir shared
P=$(free_pid)
rm -f paused resume started finish
mkfifo paused resume started finish
# in the namespace, the recording gets process id P (ns_last_pid: the next
# process forked there), which no process has out here; it stops at its
# workload's fork (the "; exit" makes the shell fork it rather than exec)
unshare --pid --fork --mount-proc sh -c "echo $((P - 1)) >/proc/sys/kernel/ns_last_pid &&
	env PT_PAUSE=fork PT_PAUSED=$TMP/paused PT_RESUME=$TMP/resume \
	LD_PRELOAD=$TMP/pub/faults.so ASAN_OPTIONS=verify_asan_link_order=0 \
	$PSTATE_TRACE record -q -o $TMP/shared/ns.db -- sh -c 'echo go >$TMP/started; read -r _ <$TMP/finish'; exit \$?" \
	>ns.out 2>ns.err &
ns=$!
point=$(from_fifo paused)
check_eq "another PID namespace: its recording stopped at its workload's fork" "$point" fork
inst=$(tracefs_dir)/instances/pstate-trace-$P
if [ -d "$inst" ] && [ -d "shared/.pstate-trace-$P.spool" ] && [ -f "shared/ns.db.tmp-$P" ]; then
	pass "another PID namespace: its instance, spool folder and temporary database are made, as process $P"
else
	fail "another PID namespace: not made as process $P: $(ls -A shared) $(ls "$(tracefs_dir)/instances")"
fi
check "another PID namespace: process $P does not exist out here" test ! -e "/proc/$P"
"$PSTATE_TRACE" record -o shared/host.db -- true >host.out 2>host.err
grep "removed the stale" host.err | sed "s/^/# /"
check_eq "a recording out here, while it is being set up: exit status" "$?" 0
check "its instance is left" test -d "$inst"
check "its spool folder is left" test -d "shared/.pstate-trace-$P.spool"
check "its temporary database is left" test -f "shared/ns.db.tmp-$P"
check "nothing of it said removed" sh -c "! grep -E 'removed the stale.*-$P(\\.spool)?\$' host.err"
to_fifo resume go
from_fifo started >/dev/null
"$PSTATE_TRACE" record -o shared/host2.db -- true >host.out 2>host2.err
check_eq "a recording out here, while it runs: exit status" "$?" 0
check "its spool folder is left" test -d "shared/.pstate-trace-$P.spool"
check "its temporary database is left" test -f "shared/ns.db.tmp-$P"
check "nothing of it said removed" sh -c "! grep -E 'removed the stale.*-$P(\\.spool)?\$' host2.err"
to_fifo finish done
wait "$ns"
check_eq "the recording in the namespace: exit status" "$?" 0
check_eq "the recording in the namespace: its database is in place and valid" \
	"$(test -f shared/ns.db && q shared/ns.db "PRAGMA integrity_check")" ok
check "the recording in the namespace: its events are there" \
	test "$(q shared/ns.db "SELECT count(*) FROM sched_switch")" -gt 0
check "the recording in the namespace: no message of a lost or kept file" \
	sh -c "! grep -E 'kept as|it is lost|No such file' ns.err"
check_eq "nothing left in the shared folder" "$(ls -A shared | sort | tr '\n' ' ')" "host.db host2.db ns.db "
no_instance_left record_stale
t_done
