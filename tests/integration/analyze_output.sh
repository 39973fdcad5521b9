#!/bin/bash
# analyze_output: report -o and compare -o never write over a database they
# read (the same name, another path to it, a hard or a symbolic link to it:
# exit 2, the database untouched, by cmp), and never write through a link
# another user planted where the output goes: a symbolic link is refused,
# a hard link to another file is replaced, not written through (the other
# file untouched, by cmp).  The output is complete or not there: no
# temporary file is left.
# quick
. "$(dirname "$0")/../lib.sh"
command -v sqlite3 >/dev/null || skip_all "sqlite3 is not installed"
cd "$TMP" || exit 1
TRACE=$TOP/tests/fixtures/text/kernel_trace_pipe.txt
for n in a b; do
	cp "$TRACE" $n.txt
	printf 'Time: 1.%s\n' ${#n} >$n.log
	"$PSTATE_TRACE" import -q -o $n.db --label $n --benchmark hackbench --workload-log $n.log $n.txt ||
		fail "import $n"
	cp $n.db $n.orig
done
"$PSTATE_ANALYZE" report a.db >a.report

# refused NAME CMD...: CMD exits 2 with one message saying it, a.db and b.db untouched
refused() {
	local name=$1 rc
	shift
	"$@" >out 2>err && rc=0 || rc=$?
	check_eq "$name: exit 2" "$rc" 2
	check "$name: the message says the output is a database read" \
		grep -q "^pstate-analyze: .*: -o names the database read (.*): the analyzer never writes over its input$" err
	check "$name: the databases are untouched" sh -c "cmp -s a.db a.orig && cmp -s b.db b.orig"
	cp a.orig a.db && cp b.orig b.db # in place: the links stay links
}
refused "report a.db -o a.db" "$PSTATE_ANALYZE" report a.db -o a.db
refused "report a.db -o ./a.db" "$PSTATE_ANALYZE" report a.db -o ./a.db
refused "report a.db -o \$PWD/../NAME/a.db" "$PSTATE_ANALYZE" report a.db -o "$PWD/../$(basename "$PWD")/a.db"
ln a.db hard.db
refused "report a.db -o HARDLINK" "$PSTATE_ANALYZE" report a.db -o hard.db
ln -s a.db sym.db
refused "report a.db -o SYMLINK" "$PSTATE_ANALYZE" report a.db -o sym.db
refused "report --format json SYMLINK -o a.db" "$PSTATE_ANALYZE" report --format json sym.db -o a.db
refused "compare a.db b.db -o a.db" "$PSTATE_ANALYZE" compare a.db b.db -o a.db
refused "compare a.db b.db -o b.db" "$PSTATE_ANALYZE" compare a.db b.db --format json -o b.db
refused "compare a.db b.db -o SYMLINK" "$PSTATE_ANALYZE" compare a.db b.db -o sym.db
check_eq "the databases are still databases (sqlite3)" \
	"$(sqlite3 a.db "PRAGMA integrity_check"; sqlite3 b.db "PRAGMA integrity_check")" "ok
ok"

# ordinary outputs: a new file, one replaced (its mode kept), /dev/null
"$PSTATE_ANALYZE" report a.db -o new.txt
check "-o a new file: the report" cmp -s new.txt a.report
check_eq "-o a new file: the umask's mode" "$(umask 022; rm -f new.txt; "$PSTATE_ANALYZE" report a.db -o new.txt; stat -c %a new.txt)" 644
echo old >old.txt
chmod 600 old.txt
"$PSTATE_ANALYZE" report a.db -o old.txt
check "-o an existing file: replaced by the report" cmp -s old.txt a.report
check_eq "-o an existing file: its mode kept" "$(stat -c %a old.txt)" 600
"$PSTATE_ANALYZE" report a.db -o /dev/null
check_eq "-o /dev/null: exit 0" "$?" 0
check "-o /dev/null: still the null device" test -c /dev/null
"$PSTATE_ANALYZE" compare a.db b.db -o cmp.txt
check_eq "compare -o: exit 0" "$?" 0
check "compare -o: its text" grep -q "^pstate-analyze compare: 2 runs" cmp.txt
"$PSTATE_ANALYZE" report "$TRACE" -o failed.txt 2>/dev/null
check "a failed report writes nothing" test ! -e failed.txt
check_eq "no temporary file is left" "$(ls -A | grep '^\.' | grep -vc '^\.results$')" 0

# links planted by another user in a folder they can write (root only)
if [ "$(id -u)" -ne 0 ] || ! id nobody >/dev/null 2>&1; then
	skip "planted links: needs root and the user nobody"
	t_done
	exit
fi
as_nobody() { setpriv --reuid=nobody --regid=nogroup --clear-groups "$@"; }
chmod o+x "$TMP"
mkdir shared && chown nobody shared && chmod 755 shared
echo "root's own file" >victim && cp victim victim.orig
as_nobody ln -s "$TMP/victim" shared/report.txt
check "nobody planted a symbolic link" test -L shared/report.txt
"$PSTATE_ANALYZE" report a.db -o shared/report.txt >out 2>err
check_eq "a symbolic link planted at -o: exit 1" "$?" 1
check_eq "... said" "$(cat err)" \
	"pstate-analyze: shared/report.txt: a symbolic link: not followed (name the file it leads to)"
check "... its target untouched" cmp -s victim victim.orig
"$PSTATE_ANALYZE" compare a.db b.db -o shared/report.txt 2>/dev/null
check "... compare -o too" cmp -s victim victim.orig
# a hard link to root's file in nobody's folder (nobody cannot make one:
# protected_hardlinks; root stands in for a file left there before)
ln victim shared/hard.txt
"$PSTATE_ANALYZE" report a.db -o shared/hard.txt
check_eq "a hard link at -o: exit 0" "$?" 0
check "... the link replaced by the report" cmp -s shared/hard.txt a.report
check "... the file it linked to untouched" cmp -s victim victim.orig
# nobody's own file in nobody's folder: replaced, not written through
as_nobody sh -c 'echo mine >shared/theirs.txt'
ino=$(stat -c %i shared/theirs.txt)
"$PSTATE_ANALYZE" report a.db -o shared/theirs.txt
check "another user's file at -o: a new file, not written through" \
	test "$(stat -c %i shared/theirs.txt)" != "$ino"
check_eq "no temporary file is left in the folder" "$(ls -A shared | grep -c '^\.')" 0
t_done
