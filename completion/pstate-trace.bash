# bash completion for pstate-trace and pstate-analyze             -*- shell-script -*-
# SPDX-License-Identifier: GPL-2.0
#
# Installed as share/bash-completion/completions/pstate-trace and, the same
# file, .../pstate-analyze; or source it from ~/.bashrc.
#
#   pstate-trace <TAB>              record import help version and the options
#   pstate-trace record -e <TAB>    the events of the running kernel, SYSTEM:EVENT
#                                   (tracefs available_events)
#   pstate-trace record --no-event  the events recorded by default (that this
#                                   kernel has)
#   pstate-trace import <TAB>       .dat .txt .html files; -o: .db files
#   pstate-analyze report <TAB>     .db files; --format: text markdown json
#   pstate-analyze compare --baseline <TAB>
#                                   the labels of the .db files on the line
#
# Needs nothing from the bash-completion package (its _command_offset is
# used for the recorded command's arguments when it is there).
# _PSTATE_COMP_TRACEFS names another tracefs folder (for tests).
#
# shellcheck disable=SC2207,SC2046,SC2086 # word lists are split on purpose

# The events `record` enables by default (collector/evmap.c).
_pstate_default_events="sched_switch sched_waking sched_wakeup sched_wakeup_new
sched_migrate_task sched_process_fork sched_process_exec sched_process_exit
cpu_frequency cpu_frequency_limits cpu_idle pstate_sample amd_pstate_perf
amd_pstate_epp_perf workqueue_queue_work workqueue_activate_work
workqueue_execute_start workqueue_execute_end sched_kthread_work_queue_work
sched_kthread_work_execute_start sched_kthread_work_execute_end"

# _pstate_words - COMP_WORDS with the words bash split at ':' joined again
# (SYSTEM:EVENT, labels), into _pw and _pcword; '=' stays a word of its own.
# Sets the caller's cur and prev, prev being the option of --opt=value.
_pstate_words() {
	local i w join=0
	_pw=()
	_pcword=0
	for ((i = 0; i < ${#COMP_WORDS[@]}; i++)); do
		w=${COMP_WORDS[i]}
		if ((i > 0)) && [[ $COMP_WORDBREAKS == *:* ]] &&
			{ [[ $w == : ]] || ((join)); }; then
			_pw[${#_pw[@]} - 1]+=$w
		else
			_pw+=("$w")
		fi
		[[ $w == *: ]] && join=1 || join=0
		((i == COMP_CWORD)) && _pcword=$((${#_pw[@]} - 1))
	done
	((COMP_CWORD >= ${#COMP_WORDS[@]})) && { _pw+=(""); _pcword=$((${#_pw[@]} - 1)); }
	cur=${_pw[_pcword]}
	prev=${_pw[_pcword - 1]-}
	# --opt=value
	if [[ $prev == = ]]; then
		prev=${_pw[_pcword - 2]-}
	elif [[ $cur == = ]]; then
		prev=${_pw[_pcword - 1]}
		cur=""
	fi
	return 0
}

# _pstate_reply WORDS... - the words that start with $cur; what bash will
# put back in place of its last ':'-split part
_pstate_reply() {
	local IFS=$'\n' w
	COMPREPLY=()
	for w in "$@"; do
		[[ $w == "$cur"* ]] && COMPREPLY+=("$w")
	done
	if [[ $cur == *:* && $COMP_WORDBREAKS == *:* ]]; then
		local colon_word=${cur%"${cur##*:}"}
		for ((w = 0; w < ${#COMPREPLY[@]}; w++)); do
			COMPREPLY[w]=${COMPREPLY[w]#"$colon_word"}
		done
	fi
}

# _pstate_files [REGEX] - directories, and the files whose name matches REGEX
# (all files without one)
_pstate_files() {
	local IFS=$'\n' f
	COMPREPLY=()
	for f in $(compgen -f -- "$cur"); do
		if [[ -d $f ]] || [[ -z ${1-} ]] || [[ $f =~ $1 ]]; then
			COMPREPLY+=("$f")
		fi
	done
	compopt -o filenames 2>/dev/null
	return 0
}

_pstate_dirs() {
	local IFS=$'\n'
	COMPREPLY=($(compgen -d -- "$cur"))
	compopt -o filenames 2>/dev/null
	return 0
}

# _pstate_kernel_events - SYSTEM:EVENT of every event of the running kernel
# (tracefs available_events: root only); nothing when it cannot be read
_pstate_kernel_events() {
	local d
	for d in ${_PSTATE_COMP_TRACEFS:-} /sys/kernel/tracing /sys/kernel/debug/tracing; do
		if [[ -r $d/available_events ]]; then
			echo "$(<"$d/available_events")"
			return 0
		fi
	done
	return 1
}

# _pstate_events - for -e: the kernel's events, else the default ones
_pstate_events() {
	local e
	local -a all
	all=($(_pstate_kernel_events))
	if ((${#all[@]} == 0)); then
		for e in $_pstate_default_events; do
			case $e in
			cpu_* | pstate_sample) all+=("power:$e") ;;
			amd_*) all+=("amd_cpu:$e") ;;
			workqueue_*) all+=("workqueue:$e") ;;
			*) all+=("sched:$e") ;;
			esac
		done
	fi
	_pstate_reply "${all[@]}"
}

# _pstate_no_events - for --no-event: the default events this kernel has
# (all of them when its events cannot be read), but sched_switch, which
# cannot be dropped
_pstate_no_events() {
	local e k
	local -a out=()
	k=" $(_pstate_kernel_events | sed 's/^[^:]*://' | tr '\n' ' ') "
	for e in $_pstate_default_events; do
		[[ $e == sched_switch ]] && continue
		[[ $k == "  " || $k == *" $e "* ]] && out+=("$e")
	done
	_pstate_reply "${out[@]}"
}

# _pstate_labels - the labels of the .db files on the line, as compare makes
# them (meta label, else DRIVER/GOVERNOR); for --labels, after the last comma
_pstate_labels() {
	local w labels=() IFS=$'\n' pre=""
	command -v sqlite3 >/dev/null 2>&1 || return 0
	for w in "${_pw[@]}"; do
		[[ $w == *.db && -f $w ]] || continue
		labels+=($(sqlite3 -batch -noheader -readonly "$w" "SELECT coalesce(
			(SELECT value FROM meta WHERE key = 'label'),
			coalesce((SELECT value FROM meta WHERE key = 'driver'), 'none') || '/' ||
			coalesce((SELECT value FROM meta WHERE key = 'governor'), 'none'))" 2>/dev/null))
	done
	if [[ $1 == list && $cur == *,* ]]; then
		pre=${cur%,*},
	fi
	local -a out=()
	for w in $(printf '%s\n' "${labels[@]}" | sort -u); do
		[[ ,$pre == *",$w,"* ]] || out+=("$pre$w")
	done
	_pstate_reply "${out[@]}"
	[[ $1 == list ]] && compopt -o nospace 2>/dev/null
	return 0
}

# _pstate_positional START TAKES-ARG-REGEX - the index in _pw of the first
# word from START on that is neither an option nor an option's argument
# (-1: none before the current word); "--" ends the options
_pstate_positional() {
	local i=$1 w
	while ((i < _pcword)); do
		w=${_pw[i]}
		if [[ $w == -- ]]; then
			echo $((i + 1))
			return
		elif [[ $w == -* ]]; then
			# --opt=value: bash made "--opt" "=" "value"
			if [[ ${_pw[i + 1]-} == = ]]; then
				((i += 3))
				continue
			fi
			[[ $w =~ $2 ]] && ((i++))
		else
			echo "$i"
			return
		fi
		((i++))
	done
	echo -1
}

_pstate_trace() {
	local cur prev cmd i opts
	local -a _pw
	local _pcword
	COMPREPLY=()
	_pstate_words

	if ((_pcword == 1)); then
		_pstate_reply record import help version -h --help --version
		return 0
	fi
	cmd=${_pw[1]}
	case $cmd in
	record)
		opts="-o --output -b --buffer-size --buffer-percent -r --realtime -e --event
			--no-event -a --all -d --duration -i --interval -C --cpu --window
			--no-counters --counters-only --keep-spool --label --param --benchmark
			--meta --single-thread -q --quiet -v --verbose -h --help"
		i=$(_pstate_positional 2 '^(-[obrediC]|--(output|buffer-size|buffer-percent|realtime|event|no-event|duration|interval|cpu|window|keep-spool|label|param|benchmark|meta))$')
		if ((i >= 0 && _pcword > i)); then
			# the recorded command's arguments
			if declare -F _command_offset >/dev/null; then
				COMP_WORDS=("${_pw[@]}")
				COMP_CWORD=$_pcword
				_command_offset "$i"
			else
				_pstate_files
			fi
			return 0
		fi
		case $prev in
		-o | --output) _pstate_files '\.db$'; return 0 ;;
		-e | --event) _pstate_events; return 0 ;;
		--no-event) _pstate_no_events; return 0 ;;
		--keep-spool) _pstate_dirs; return 0 ;;
		-b | --buffer-size | --buffer-percent | -r | --realtime | -d | --duration | \
			-i | --interval | -C | --cpu | --window | --label | --param | --benchmark | \
			--meta)
			return 0 ;;
		esac
		if [[ $cur == -* ]]; then
			_pstate_reply $opts
		else
			# the command to record
			local IFS=$'\n'
			COMPREPLY=($(compgen -c -- "$cur" | sort -u))
		fi
		;;
	import)
		opts="-o --output --cpu-attr --kernel --meta --label --param --benchmark --workload-log
			--single-thread -q --quiet -v --verbose -h --help"
		case $prev in
		-o | --output) _pstate_files '\.db$'; return 0 ;;
		--workload-log) _pstate_files; return 0 ;;
		--cpu-attr)
			_pstate_reply highest_perf= nominal_perf= lowest_nonlinear_perf= \
				lowest_perf= nominal_freq_mhz= max_khz= min_khz= base_khz= \
				rate_limit_us= driver= governor=
			compopt -o nospace 2>/dev/null
			return 0 ;;
		--kernel | --meta | --label | --param | --benchmark) return 0 ;;
		esac
		if [[ $cur == -* ]]; then
			_pstate_reply $opts
		else
			_pstate_files '\.(dat|txt|html?)$'
		fi
		;;
	help | version | -h | --help | --version)
		;;
	esac
	return 0
}

_pstate_analyze() {
	local cur prev cmd opts
	local -a _pw
	local _pcword
	COMPREPLY=()
	_pstate_words

	if ((_pcword == 1)); then
		_pstate_reply report compare plot help version -h --help --version
		return 0
	fi
	cmd=${_pw[1]}
	case $prev in
	--format)
		_pstate_reply text markdown json
		return 0 ;;
	-o | --output)
		# plot writes into a directory
		if [[ $cmd == plot ]]; then _pstate_dirs; else _pstate_files; fi
		return 0 ;;
	esac
	case $cmd in
	report)
		opts="--format -o --output --comm --pid --cpu --from --to -h --help"
		case $prev in
		--comm | --pid | --cpu | --from | --to) return 0 ;;
		esac
		;;
	compare)
		opts="--baseline --labels --noise --comm --format --strict -o --output --no-cache
			-v --verbose -h --help"
		case $prev in
		--baseline) _pstate_labels one; return 0 ;;
		--labels) _pstate_labels list; return 0 ;;
		--noise | --comm) return 0 ;;
		esac
		;;
	plot)
		opts="-o --output --comm --pid --cpu --from --to --compare --baseline --labels
			--no-cache -h --help"
		case $prev in
		--comm | --pid | --cpu | --from | --to) return 0 ;;
		--baseline) _pstate_labels one; return 0 ;;
		--labels) _pstate_labels list; return 0 ;;
		esac
		;;
	*)
		return 0 ;;
	esac
	if [[ $cur == -* ]]; then
		_pstate_reply $opts
	else
		_pstate_files '\.db$'
	fi
	return 0
}

complete -F _pstate_trace pstate-trace
complete -F _pstate_analyze pstate-analyze
