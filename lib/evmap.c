// SPDX-License-Identifier: GPL-2.0
/*
 * evmap.c - the event catalogue: which event goes to which table, and which
 * field fills which column.  Field names after the first (after '|') are
 * the names older kernels or their TP_printk used: amd_pstate_perf printed
 * amd_des_perf on 5.17, cpu_frequency_limits prints min=/max=,
 * pstate_sample prints scaled=.
 */
#include <stdio.h>
#include <string.h>
#include "evmap.h"

#define WAKEUP_TABLE(tbl)                                                                  \
	{                                                                                  \
		tbl, "ev_" tbl, "sched", tbl, 4,                                           \
			{                                                                  \
				{ "task", "comm", COL_TASK, "pid" },                       \
				{ "prio", "prio", COL_INT, NULL },                               \
				{ "target_cpu", "target_cpu", COL_INT, NULL },                   \
				{ "waker_pid", "", COL_PID, NULL },                              \
			},                                                                 \
	}

#define WORK_TABLE(tbl, sys)                                                               \
	{                                                                                  \
		tbl, "ev_" tbl, sys, tbl, 3,                                               \
			{                                                                  \
				{ "pid", "", COL_PID, NULL },                                    \
				{ "work", "work", COL_PTR, NULL },                               \
				{ "function", "function", COL_SYM, NULL },                       \
			},                                                                 \
	}

const struct table_def evmap_tables[NR_TABLES] = {
	[TBL_SCHED_SWITCH] = {
		"sched_switch", "ev_sched_switch", "sched", "sched_switch", 5,
		{
			{ "prev_task", "prev_comm", COL_TASK, "prev_pid" },
			{ "prev_prio", "prev_prio", COL_INT, NULL },
			{ "prev_state", "prev_state", COL_STATE, NULL },
			{ "next_task", "next_comm", COL_TASK, "next_pid" },
			{ "next_prio", "next_prio", COL_INT, NULL },
		},
	},
	[TBL_SCHED_WAKING] = WAKEUP_TABLE("sched_waking"),
	[TBL_SCHED_WAKEUP] = WAKEUP_TABLE("sched_wakeup"),
	[TBL_SCHED_WAKEUP_NEW] = WAKEUP_TABLE("sched_wakeup_new"),
	[TBL_SCHED_MIGRATE_TASK] = {
		"sched_migrate_task", "ev_sched_migrate_task", "sched", "sched_migrate_task", 4,
		{
			{ "task", "comm", COL_TASK, "pid" },
			{ "prio", "prio", COL_INT, NULL },
			{ "orig_cpu", "orig_cpu", COL_INT, NULL },
			{ "dest_cpu", "dest_cpu", COL_INT, NULL },
		},
	},
	[TBL_SCHED_PROCESS_FORK] = {
		"sched_process_fork", "ev_sched_process_fork", "sched", "sched_process_fork", 2,
		{
			{ "parent_task", "parent_comm|comm", COL_TASK, "parent_pid|pid" },
			{ "child_task", "child_comm", COL_TASK, "child_pid" },
		},
	},
	[TBL_SCHED_PROCESS_EXEC] = {
		"sched_process_exec", "ev_sched_process_exec", "sched", "sched_process_exec", 3,
		{
			{ "filename", "filename", COL_STR, NULL },
			{ "pid", "pid", COL_INT, NULL },
			{ "old_pid", "old_pid", COL_INT, NULL },
		},
	},
	[TBL_SCHED_PROCESS_EXIT] = {
		"sched_process_exit", "ev_sched_process_exit", "sched", "sched_process_exit", 3,
		{
			{ "task", "comm", COL_TASK, "pid" },
			{ "prio", "prio", COL_INT, NULL },
			{ "group_dead", "group_dead", COL_INT, NULL },
		},
	},
	[TBL_CPU_FREQUENCY] = {
		"cpu_frequency", "ev_cpu_frequency", "power", "cpu_frequency", 3,
		{
			{ "state", "state", COL_INT, NULL },
			{ "cpu_id", "cpu_id", COL_INT, NULL },
			{ "pid", "", COL_PID, NULL },
		},
	},
	[TBL_CPU_FREQUENCY_LIMITS] = {
		"cpu_frequency_limits", "ev_cpu_frequency_limits", "power", "cpu_frequency_limits", 4,
		{
			{ "min_freq", "min_freq|min", COL_INT, NULL },
			{ "max_freq", "max_freq|max", COL_INT, NULL },
			{ "cpu_id", "cpu_id", COL_INT, NULL },
			{ "pid", "", COL_PID, NULL },
		},
	},
	[TBL_CPU_IDLE] = {
		"cpu_idle", "ev_cpu_idle", "power", "cpu_idle", 2,
		{
			{ "state", "state", COL_INT, NULL },
			{ "cpu_id", "cpu_id", COL_INT, NULL },
		},
	},
	[TBL_AMD_PSTATE_PERF] = {
		"amd_pstate_perf", "ev_amd_pstate_perf", "amd_cpu", "amd_pstate_perf", 13,
		{
			{ "pid", "", COL_PID, NULL },
			{ "min_perf", "min_perf|amd_min_perf", COL_INT, NULL },
			{ "target_perf", "target_perf|amd_des_perf", COL_INT, NULL },
			{ "capacity", "capacity|amd_max_perf", COL_INT, NULL },
			{ "freq", "freq", COL_INT, NULL },
			{ "mperf", "mperf", COL_INT, NULL },
			{ "aperf", "aperf", COL_INT, NULL },
			{ "tsc", "tsc", COL_INT, NULL },
			{ "cpu_id", "cpu_id", COL_INT, NULL },
			{ "changed", "changed", COL_INT, NULL },
			{ "fast_switch", "fast_switch", COL_INT, NULL },
			{ "prev", "prev", COL_INT, NULL },
			{ "value", "value", COL_INT, NULL },
		},
	},
	[TBL_AMD_PSTATE_EPP_PERF] = {
		"amd_pstate_epp_perf", "ev_amd_pstate_epp_perf", "amd_cpu", "amd_pstate_epp_perf", 8,
		{
			{ "cpu_id", "cpu_id", COL_INT, NULL },
			{ "highest_perf", "highest_perf", COL_INT, NULL },
			{ "epp", "epp", COL_INT, NULL },
			{ "min_perf", "min_perf", COL_INT, NULL },
			{ "max_perf", "max_perf", COL_INT, NULL },
			{ "boost", "boost", COL_INT, NULL },
			{ "changed", "changed", COL_INT, NULL },
			{ "pid", "", COL_PID, NULL },
		},
	},
	[TBL_PSTATE_SAMPLE] = {
		"pstate_sample", "ev_pstate_sample", "power", "pstate_sample", 10,
		{
			{ "core_busy", "core_busy", COL_INT, NULL },
			{ "scaled_busy", "scaled_busy|scaled", COL_INT, NULL },
			{ "from", "from", COL_INT, NULL },
			{ "to", "to", COL_INT, NULL },
			{ "mperf", "mperf", COL_INT, NULL },
			{ "aperf", "aperf", COL_INT, NULL },
			{ "tsc", "tsc", COL_INT, NULL },
			{ "freq", "freq", COL_INT, NULL },
			{ "io_boost", "io_boost", COL_INT, NULL },
			{ "pid", "", COL_PID, NULL },
		},
	},
	[TBL_WQ_QUEUE_WORK] = {
		"workqueue_queue_work", "ev_workqueue_queue_work", "workqueue",
		"workqueue_queue_work", 6,
		{
			{ "pid", "", COL_PID, NULL },
			{ "work", "work", COL_PTR, NULL },
			{ "function", "function", COL_SYM, NULL },
			{ "workqueue", "workqueue", COL_STR, NULL },
			{ "req_cpu", "req_cpu", COL_INT, NULL },
			{ "target_cpu", "cpu", COL_INT, NULL },
		},
	},
	[TBL_WQ_ACTIVATE_WORK] = WORK_TABLE("workqueue_activate_work", "workqueue"),
	[TBL_WQ_EXECUTE_START] = WORK_TABLE("workqueue_execute_start", "workqueue"),
	[TBL_WQ_EXECUTE_END] = WORK_TABLE("workqueue_execute_end", "workqueue"),
	[TBL_KT_QUEUE_WORK] = {
		"sched_kthread_work_queue_work", "ev_sched_kthread_work_queue_work", "sched",
		"sched_kthread_work_queue_work", 4,
		{
			{ "pid", "", COL_PID, NULL },
			{ "work", "work", COL_PTR, NULL },
			{ "function", "function", COL_SYM, NULL },
			{ "worker", "worker", COL_PTR, NULL },
		},
	},
	[TBL_KT_EXECUTE_START] = WORK_TABLE("sched_kthread_work_execute_start", "sched"),
	[TBL_KT_EXECUTE_END] = WORK_TABLE("sched_kthread_work_execute_end", "sched"),
	[TBL_MARKER] = {
		"marker", "ev_marker", NULL, NULL, 3,
		{
			{ "pid", "", COL_PID, NULL },
			{ "kind", "", COL_STR, NULL },
			{ "text", "", COL_STR, NULL },
		},
	},
	[TBL_EVENT] = {
		"event", "ev_event", NULL, NULL, 4,
		{
			{ "pid", "", COL_PID, NULL },
			{ "name", "", COL_STR, NULL },
			{ "fields", "", COL_STR, NULL },
			{ "system", "", COL_STR, NULL },
		},
	},
};

int evmap_find(const char *system, const char *event)
{
	int i;

	for (i = 0; i < NR_EVENT_TABLES; i++) {
		if (strcmp(evmap_tables[i].event, event) != 0)
			continue;
		if (system && strcmp(evmap_tables[i].system, system) != 0)
			continue;
		return i;
	}
	return -1;
}

int evmap_find_n(const char *event, int len)
{
	int i;

	for (i = 0; i < NR_EVENT_TABLES; i++) {
		const char *e = evmap_tables[i].event;

		if (e[0] == event[0] && !strncmp(e, event, len) && e[len] == '\0')
			return i;
	}
	return -1;
}

int evmap_column(int tbl, const char *name)
{
	const struct table_def *d;
	int c;

	if (tbl < 0 || tbl >= NR_TABLES)
		return -1;
	d = &evmap_tables[tbl];
	for (c = 0; c < d->ncols; c++)
		if (!strcmp(d->cols[c].name, name))
			return c;
	return -1;
}

const char *evmap_sql_type(enum col_kind kind)
{
	switch (kind) {
	case COL_STR:
	case COL_SYM:
		return "TEXT";
	case COL_STATE:
	case COL_TASK:
	case COL_INT:
	case COL_PID:
	case COL_PTR:
	default:
		return "INTEGER";
	}
}

const char *evmap_table_name(int tbl, int schema)
{
	return schema >= 2 ? evmap_tables[tbl].store : evmap_tables[tbl].table;
}

const char *evmap_first_field(const char *fields, char *buf, size_t size)
{
	const char *e = strchr(fields, '|');
	size_t n = e ? (size_t)(e - fields) : strlen(fields);

	snprintf(buf, size, "%.*s", (int)n, fields);
	return buf;
}

const char *evmap_state_letters(long long state, char *buf)
{
	/* TASK_REPORT bits as include/trace/events/sched.h prints them. */
	static const char letters[] = "SDTtXZPI";
	const long long report_max = 0x100;
	char *p = buf;
	int i;

	if ((state & (report_max - 1)) == 0) {
		*p++ = 'R';
	} else {
		for (i = 0; letters[i]; i++) {
			if (!(state & (1LL << i)))
				continue;
			if (p != buf)
				*p++ = '|';
			*p++ = letters[i];
		}
	}
	if (state & report_max)
		*p++ = '+';
	*p = '\0';
	return buf;
}

/* state_flags - @state as __print_flags() prints it: the bits in @mask, with
 * @letters for bits 0..; "+" for @preempt */
static const char *state_flags(long long state, const char *letters, long long mask,
			       long long preempt, char *buf)
{
	long long rest = state & mask;
	char *p = buf;
	int i;

	if (!rest) {
		*p++ = 'R';
	} else {
		for (i = 0; letters[i]; i++) {
			if (!(rest & (1LL << i)))
				continue;
			if (p != buf)
				*p++ = '|';
			*p++ = letters[i];
			rest &= ~(1LL << i);
		}
		/* bits the table has no letter for, as libtraceevent prints them */
		if (rest)
			p += sprintf(p, "%s0x%llx", p != buf ? "|" : "", (unsigned long long)rest);
	}
	if (state & preempt)
		*p++ = '+';
	*p = '\0';
	return buf;
}

const char *evmap_state_letters_release(long long state, const char *release, char *buf)
{
	int major = 0, minor = 0;

	if (!release || sscanf(release, "%d.%d", &major, &minor) != 2 || major < 3)
		return NULL;
	if (major > 4 || (major == 4 && minor >= 15))
		return state_flags(state, "SDTtXZPI", 0xff, 0x100, buf);
	if (major == 4 && minor == 14)
		return state_flags(state, "SDTtXZPI", 0xff, 0x1000, buf);
	/* TASK_STATE_MAX: 512 to 3.8, 1024 with TASK_PARKED (3.9), 2048 with
	 * TASK_NOLOAD (4.2), 4096 with TASK_NEW (4.8) */
	if (major == 4 && minor >= 8)
		return state_flags(state, "SDTtZXxKWPN", 4095, 4096, buf);
	if (major == 4 && minor >= 2)
		return state_flags(state, "SDTtZXxKWPN", 2047, 2048, buf);
	if (major == 4 || minor >= 9)
		return state_flags(state, "SDTtZXxKWP", 1023, 1024, buf);
	return state_flags(state, "SDTtZXxKW", 511, 512, buf);
}
