# shellcheck shell=bash
# bench-lib.sh - what the benchmark scripts share, sourced by bench,
# bench-record, bench-convert, bench-memory and bench-report (bash, set -u):
# the message helper, medians, the events of a run database, how idle the
# machine is, and a private tbench_srv.  The sourcing script sets prog (its
# name, for messages); srv_pid is tbench_srv's pid while it runs.

TBENCH_PORT=7003
srv_pid=

# die MESSAGE...: "PROG: MESSAGE" on stderr, exit 1
die() {
	printf '%s: %s\n' "${prog:-${0##*/}}" "$*" >&2
	exit 1
}

# median FMT VALUE...: the median of the values, printed with printf FMT;
# for an even count the mean of the two middle ones.  "nan" without values,
# "-" when one is "-" (not measured).
median() {
	local fmt=$1
	shift
	case " $* " in *" - "*) echo -; return ;; esac
	printf '%s\n' "$@" | sort -g | awk -v f="$fmt" 'NF { a[++n] = $1 }
		END { if (!n) print "nan";
		      else printf f "\n", (n % 2) ? a[(n + 1) / 2] : (a[n / 2] + a[n / 2 + 1]) / 2 }'
}

# db_events DB: the events in a run database - the rows of every table
# with ts and cpu columns, except the loss records and counter samples
db_events() {
	local q
	q=$(sqlite3 "$1" "select group_concat('select count(*) as n from \"' || m.name || '\"', ' union all ')
		from sqlite_master m where m.type = 'table'
		and m.name not in ('lost_events', 'counter_sample')
		and exists (select 1 from pragma_table_info(m.name) where name = 'ts')
		and exists (select 1 from pragma_table_info(m.name) where name = 'cpu')")
	if [ -n "$q" ]; then
		sqlite3 "$1" "select coalesce(sum(n), 0) from ($q)"
	else
		echo 0
	fi
}

# idle_pct: how idle the machine was (idle + iowait of all CPUs) over the
# next second, e.g. "97%": other work makes the figures noisy
idle_pct() {
	local a b
	a=$(head -1 /proc/stat)
	sleep 1
	b=$(head -1 /proc/stat)
	echo "$a $b" | awk '{ n = (NF - 2) / 2; for (i = 2; i <= n + 1; i++) { t1 += $i; t2 += $(i + n + 1) }
		printf "%.0f%%", 100 * ($(n + 1 + 5) + $(n + 1 + 6) - $5 - $6) / (t2 - t1) }'
}

# listening PORT: something listens on TCP PORT (IPv4 or IPv6)
listening() {
	local hex
	hex=$(printf '%04X' "$1")
	awk -v p=":$hex" '$2 ~ p"$" && $4 == "0A" { f = 1 } END { exit !f }' \
		/proc/net/tcp /proc/net/tcp6 2>/dev/null
}

# tbench_port_wait SECONDS: wait up to SECONDS for tbench's fixed port to be
# free (another tbench run to end); dies when it is still taken
tbench_port_wait() {
	local i
	listening "$TBENCH_PORT" || return 0
	echo "${prog:-${0##*/}}: TCP port $TBENCH_PORT is in use (another tbench?); waiting up to $1 s" >&2
	for ((i = 0; i < $1; i++)); do
		sleep 1
		listening "$TBENCH_PORT" || return 0
	done
	die "TCP port $TBENCH_PORT is still in use (a tbench_srv left running?); stop it first"
}

# tbench_start LOG: start tbench_srv in a session of its own (its output to
# LOG) and wait until it listens; sets srv_pid.  Dies when the port is
# taken, or the server exits or does not listen within 5 s.
tbench_start() {
	local log=$1 _
	listening "$TBENCH_PORT" && die "port $TBENCH_PORT is in use (another tbench_srv?): stop it first"
	setsid tbench_srv >"$log" 2>&1 &
	srv_pid=$!
	for _ in $(seq 100); do
		listening "$TBENCH_PORT" && return 0
		if ! kill -0 "$srv_pid" 2>/dev/null; then
			srv_pid=
			[ "$log" = /dev/null ] || cat "$log" >&2
			die "tbench_srv exited at start"
		fi
		sleep 0.05
	done
	die "tbench_srv does not listen on port $TBENCH_PORT after 5 s"
}

# tbench_stop: stop tbench_srv and the children it forked per connection
# (its session's process group); nothing when it is not running
tbench_stop() {
	local i
	[ -n "$srv_pid" ] || return 0
	kill -TERM -- -"$srv_pid" 2>/dev/null
	wait "$srv_pid" 2>/dev/null
	# the children are not ours to wait for: until the group is gone (5 s,
	# then SIGKILL), so that the next run starts on a quiet machine
	for i in $(seq 100); do
		kill -0 -- -"$srv_pid" 2>/dev/null || break
		sleep 0.05
	done
	kill -KILL -- -"$srv_pid" 2>/dev/null
	srv_pid=
}
