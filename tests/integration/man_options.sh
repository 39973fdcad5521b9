#!/bin/bash
# man_options: every option a command's --help lists is in the OPTIONS of its
# man page, and every option there is in --help.  Both sides are parsed, not
# restated: the option column of the help text (lines indented a little that
# start with -), and the tags (.TP/.TQ) of the man page's OPTIONS section
# with the roff markup removed, per subsection for pstate-analyze(1), whose
# .SS report/compare/plot hold the options of each command.  Every command
# the programs list must have its page or subsection.
# quick
. "$(dirname "$0")/../lib.sh"
MAN=$TOP/man

# help_commands TEXT-FILE: the commands a top-level help lists
help_commands() {
	awk '/^commands:/ { on = 1; next } on && /^  [a-z]/ { print $1; next } on && !/^ / { on = 0 }' "$1"
}

# man_options PAGE SUBSECTION: the options tagged in OPTIONS (SUBSECTION ""
# = before the first .SS; "*" = everywhere), one per line, sorted
man_options() {
	awk -v want="$2" '
	function unquote(s) { gsub(/"/, "", s); return s }
	/^\.SH/ { sh = unquote(substr($0, 5)); ss = ""; tag = 0; next }
	/^\.SS/ { ss = unquote(substr($0, 5)); tag = 0; next }
	sh != "OPTIONS" { next }
	/^\.(TP|TQ)/ { tag = 1; next }
	/^\.\\"/ { next }
	tag {
		tag = 0
		if (want != "*" && ss != want) next
		s = $0
		if (s ~ /^\./) sub(/^\.[A-Za-z]+ */, "", s)
		gsub(/\\-/, "-", s); gsub(/\\f(\[[^]]*\]|\(..|.)/, "", s)
		gsub(/\\[%&e]/, "", s); gsub(/"/, "", s)
		while (match(s, /(^|[ ,|[])--?[A-Za-z0-9][-A-Za-z0-9]*/)) {
			o = substr(s, RSTART, RLENGTH); sub(/^[ ,|[]/, "", o); print o
			s = substr(s, RSTART + RLENGTH)
		}
	}' "$1" | sort -u
}

# man_subsections PAGE: the .SS names of OPTIONS
man_subsections() {
	awk '/^\.SH/ { sh = $2; gsub(/"/, "", sh); next }
	     sh == "OPTIONS" && /^\.SS/ { s = substr($0, 5); gsub(/"/, "", s); print s }' "$1"
}

# compare_sets LABEL HELP-LIST MAN-LIST: one line saying whether they agree
compare_sets() {
	local label=$1 only_help only_man
	only_help=$(comm -23 "$2" "$3" | tr '\n' ' ')
	only_man=$(comm -13 "$2" "$3" | tr '\n' ' ')
	if [ -z "$only_help$only_man" ]; then
		pass "$label: the $(wc -l <"$2") options of --help and of the man page agree"
	else
		fail "$label:${only_help:+ in --help, not in the man page: $only_help}${only_man:+ in the man page, not in --help: $only_man}"
	fi
}

# check_cmd LABEL PAGE SUBSECTION CMD...: CMD -h against PAGE's OPTIONS
check_cmd() {
	local label=$1 page=$2 sub=$3 h=$TMP/help.txt rc
	shift 3
	"$@" -h >"$h" 2>&1
	rc=$?
	if [ "$rc" -ne 0 ]; then
		skip "$label: '$* -h' fails (exit status $rc): no help to check yet"
		return
	fi
	help_options "$h" >"$TMP/h.lst"
	man_options "$page" "$sub" >"$TMP/m.lst"
	if [ ! -s "$TMP/h.lst" ] && [ -n "$sub" ]; then
		skip "$label: '$* -h' lists no options yet"
		return
	fi
	compare_sets "$label" "$TMP/h.lst" "$TMP/m.lst"
}

# check_top PROG PAGE: the top-level help (it may list no options: then the
# man page's are checked by running them), and a page or subsection for each
# command it lists
check_top() {
	local prog=$1 page=$2 bin h=$TMP/help.txt o c
	bin=$PT_BIN/$prog
	"$bin" -h >"$h" 2>&1
	help_options "$h" >"$TMP/h.lst"
	man_options "$page" "" >"$TMP/m.lst"
	if [ -s "$TMP/h.lst" ]; then
		compare_sets "$prog" "$TMP/h.lst" "$TMP/m.lst"
	else
		skip "$prog -h lists no options: the man page's are checked by running them"
		for o in $(cat "$TMP/m.lst"); do
			if "$bin" "$o" >/dev/null 2>&1; then
				pass "$prog $o: in $(basename "$page"), and accepted"
			else
				fail "$prog $o: in $(basename "$page"), but exits with status $?"
			fi
		done
	fi
	grep -q -- '--version' "$TMP/m.lst" || fail "$prog: --version is not in $(basename "$page") OPTIONS"
	for c in $(help_commands "$h"); do
		if [ -f "$MAN/$prog-$c.1" ] || man_subsections "$page" | grep -qx "$c"; then
			pass "$prog $c: documented ($( [ -f "$MAN/$prog-$c.1" ] && echo "$prog-$c.1" || echo "$(basename "$page") OPTIONS, $c"))"
		else
			fail "$prog $c: no man/$prog-$c.1 and no '.SS $c' in $(basename "$page") OPTIONS"
		fi
	done
}

for p in pstate-trace pstate-trace-record pstate-trace-import pstate-analyze; do
	[ -f "$MAN/$p.1" ] || fail "man/$p.1 is missing"
done

check_top pstate-trace "$MAN/pstate-trace.1"
check_cmd "pstate-trace record" "$MAN/pstate-trace-record.1" "*" "$PSTATE_TRACE" record
check_cmd "pstate-trace import" "$MAN/pstate-trace-import.1" "*" "$PSTATE_TRACE" import
check_top pstate-analyze "$MAN/pstate-analyze.1"
for c in $(man_subsections "$MAN/pstate-analyze.1"); do
	check_cmd "pstate-analyze $c" "$MAN/pstate-analyze.1" "$c" "$PSTATE_ANALYZE" "$c"
done

# the parsers themselves, on a page and a help text written for them
cat >"$TMP/t.1" <<'EOF'
.SH OPTIONS
.TP
.BR \-o ", " \-\-output " \fIfile\fR"
body with \-\-not\-a\-tag
.TP
\fB\-x\fR, \fB\-\-ex\-tra\fR=\fIn\fR
.TQ
.BI \-\-also " v"
.SH EXAMPLES
.TP
.B \-\-outside
EOF
printf '  -o, --output FILE  out\n                     --not-an-option\n      --ex-tra N     x\n' >"$TMP/t.txt"
check_eq "parser: man page tags" "$(man_options "$TMP/t.1" "*" | tr '\n' ' ')" "--also --ex-tra --output -o -x "
check_eq "parser: help options" "$(help_options "$TMP/t.txt" | tr '\n' ' ')" "--ex-tra --output -o "
t_done
