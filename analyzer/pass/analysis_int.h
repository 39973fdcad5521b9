/* SPDX-License-Identifier: GPL-2.0 */
/*
 * pass/analysis_int.h - what the parts of the analysis pass share: the event
 * handlers (pass/sched.c, pass/gov.c, pass/perf.c) and their helpers.
 */
#ifndef PT_ANALYSIS_INT_H
#define PT_ANALYSIS_INT_H

#include <math.h>
#include "pass/analysis.h"
#include "pass/intmap.h"
#include "pass/stream.h"

#define PWR_EVENT_EXIT 4294967295LL

/* HOOK - call hook @name of the options, if set */
#define HOOK(a, name, ...)                                                                 \
	do {                                                                               \
		const struct analysis_hooks *_h = (a)->opts->hooks;                        \
		if (_h && _h->name)                                                        \
			_h->name(_h->ctx, __VA_ARGS__);                                    \
	} while (0)

/* What a pid's comms say about it (from the task table). */
enum { COMM_SUGOV = 1, COMM_KWORKER = 2, COMM_WL = 4 /* matches --comm */ };

/*
 * Decisions that wait until every event of their timestamp has been seen:
 * in a text trace many events share a microsecond, and "the request in
 * force at t" includes an update logged at t after the event that asks.
 */
enum deferred_kind { DEF_REQ_BAND, DEF_PERIOD };

/* the sizes of the modules' private per-task and per-item state */
extern const size_t task_state_size, work_item_size, watch_list_size;

struct cpu_stats *cpu_of(struct analysis *a, int cpu);
int cpu_selected(const struct analysis *a, int cpu);
int is_workload_pid(struct analysis *a, int pid, const char *comm);
int is_sugov_comm(const char *comm);
/* is_kworker_comm - @comm is a workqueue worker's (ondemand's updates run there) */
int is_kworker_comm(const char *comm);
int comm_kind(struct analysis *a, int pid);
int defer(struct analysis *a, enum deferred_kind kind, int cpu, uint64_t ts, uint64_t x);

/* pass/sched.c */
void on_switch(struct analysis *a, const struct ev *ev);
void on_waking(struct analysis *a, const struct ev *ev);
void on_wakeup(struct analysis *a, const struct ev *ev);
void on_fork(struct analysis *a, const struct ev *ev);
void on_idle(struct analysis *a, const struct ev *ev);
void sched_update_seen(struct analysis *a, struct cpu_stats *c, uint64_t ts);
void sched_window_closed(struct analysis *a, struct cpu_stats *c, int first, double delivered);
void sched_deferred(struct analysis *a, enum deferred_kind kind, int cpu, uint64_t ts,
		    uint64_t x);
void sched_finish(struct analysis *a);

/* pass/gov.c */
void on_queue(struct analysis *a, const struct ev *ev);
void on_work_start(struct analysis *a, const struct ev *ev);
void on_work_end(struct analysis *a, const struct ev *ev);
void gov_switch_out(struct analysis *a, const struct ev *ev);
void gov_sugov_waking(struct analysis *a, int pid, uint64_t ts);
void gov_write(struct analysis *a, const struct ev *ev, int cpu_id, int fast_switch, int is_update);
void gov_finish(struct analysis *a);

/* pass/perf.c */
void on_amd(struct analysis *a, const struct ev *ev);
void on_freq(struct analysis *a, const struct ev *ev);
void on_pstate(struct analysis *a, const struct ev *ev);
void perf_account(struct analysis *a, struct cpu_stats *c, int cpu, uint64_t ts);
void perf_c0_change(struct analysis *a, struct cpu_stats *c, int cpu, uint64_t ts, int c0);
void perf_finish(struct analysis *a);

#endif
