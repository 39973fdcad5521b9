/* SPDX-License-Identifier: GPL-2.0 */
/*
 * pass/state.h - the state the parts of the analysis pass share, below
 * their event handlers (handlers.h): the CPU and task tables, the comms
 * of the pids, the decisions deferred to the end of a timestamp, and the
 * waits of a woken task that a later event ends.  The handlers use these
 * and never call each other: the dispatcher (analysis.c) calls each
 * handler of an event in turn.
 */
#ifndef PT_PASS_STATE_H
#define PT_PASS_STATE_H

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

/* JUDGE - a finding's criterion @name (struct pass_judges) on the arguments */
#define JUDGE(a, name, ...) ((a)->opts->judges->name(__VA_ARGS__))

/* ---- the CPU table -------------------------------------------------------- */

/* cpu_grow - cpu_of() for a CPU past the table: the table grown to hold it */
struct cpu_stats *cpu_grow(struct analysis *a, int cpu);

/* cpu_of - the stats of @cpu, the table grown to hold it; NULL when @cpu is
 * no CPU number or out of memory (inline: every handler asks, every event) */
static inline struct cpu_stats *cpu_of(struct analysis *a, int cpu)
{
	if (cpu >= 0 && cpu < a->ncpus)
		return &a->cpus[cpu];
	return cpu_grow(a, cpu);
}

/* cpu_selected - @cpu was traced and is one --cpu names (every CPU without
 * --cpu) */
static inline int cpu_selected(const struct analysis *a, int cpu)
{
	const struct analysis_opts *o = a->opts;

	if (!run_traced(a->run, cpu))
		return 0; /* record -C left it out: not idle, not analysed */
	if (!o->cpu_set)
		return 1;
	return cpu >= 0 && cpu < o->cpu_set_len && o->cpu_set[cpu];
}

/* ---- comms and tasks ------------------------------------------------------ */

/* What a pid's comms say about it (from the task table). */
enum { COMM_SUGOV = 1, COMM_KWORKER = 2, COMM_WL = 4 /* matches --comm */ };

int is_sugov_comm(const char *comm);
/* is_kworker_comm - @comm is a workqueue worker's (ondemand's updates run there) */
int is_kworker_comm(const char *comm);
/* comm_kind - the COMM_* bits of @pid (its comms in the task table) */
int comm_kind(struct analysis *a, int pid);

/* A task seen in the events: whether it is of the workload, its wakeup. */
struct task_state {
	int running;      /* between its switch-in and its switch-out */
	int open;         /* a wakeup latency is open */
	uint64_t open_ts;
	int wake_cpu;     /* the CPU that logged the waking */
	int target_cpu;
	int enq_cpu;      /* the CPU that logged its sched_wakeup (the enqueue); -1 */
	int cstate_at;    /* what target_cpu was doing at the waking (enum cstate_at) */
	int wl;           /* 1 workload, 0 not, -1 not decided yet */
	int counted;      /* counted in workload_tasks */
	uint32_t comm_hash;
};

extern const size_t task_state_size;

/* task_of - the state of @pid, inserted when new; NULL when out of memory.
 * An insertion may move the other entries: look them up again after it. */
struct task_state *task_of(struct analysis *a, int pid);
/* set_wl - decide that task @t is (@wl 1) or is not of the workload */
int set_wl(struct analysis *a, struct task_state *t, int wl);
/* is_workload - whether @pid (with @comm, NULL when not known) is a workload task */
int is_workload(struct analysis *a, struct task_state *t, int pid, const char *comm);
int is_workload_pid(struct analysis *a, int pid, const char *comm);

/* ---- decisions deferred to the end of a timestamp ------------------------ */

/*
 * Decisions that wait until every event of their timestamp has been seen:
 * in a text trace many events share a microsecond, and "the request in
 * force at t" includes an update logged at t after the event that asks.
 */
enum deferred_kind { DEF_REQ_BAND, DEF_PERIOD };

struct deferred *deferred_new(void);
void deferred_free(struct deferred *d);
/* defer - decide @kind for @cpu at @ts (with @x) once @ts has passed: 0, -1 */
int defer(struct analysis *a, enum deferred_kind kind, int cpu, uint64_t ts, uint64_t x);
/* The deferred decisions, a FIFO (timestamps only grow); here for
 * defer_pop(), which the event loop calls at every new timestamp. */
struct deferred {
	struct def_entry {
		enum deferred_kind kind;
		int cpu;
		uint64_t ts, x;
	} *q;
	size_t head, tail, cap;
};

/* defer_pop - the next decision deferred to before @ts: 1 and its fields, or 0 */
static inline int defer_pop(struct analysis *a, uint64_t ts, enum deferred_kind *kind,
			    int *cpu, uint64_t *at, uint64_t *x)
{
	struct deferred *d = a->deferred;
	const struct def_entry *e;

	if (d->head == d->tail || d->q[d->head].ts >= ts) {
		if (d->head == d->tail)
			d->head = d->tail = 0;
		return 0;
	}
	e = &d->q[d->head++];
	*kind = e->kind;
	*cpu = e->cpu;
	*at = e->ts;
	*x = e->x;
	return 1;
}

/* ---- waits that a later event ends ---------------------------------------- */

/* wait_window_closed - a counter window of CPU @c closed (delivered share
 * @delivered; @first: it began before the trace, none known): the
 * switch-ins waiting for it get its delivered band */
void wait_window_closed(struct analysis *a, struct cpu_stats *c, int first, double delivered);
/* wait_update_seen - an update of CPU @c at @ts: the woken tasks that
 * waited for their CPU's next update have their wait */
void wait_update_seen(struct analysis *a, struct cpu_stats *c, uint64_t ts);

/* the table of each request source (enum req_source) */
int req_source_table(enum req_source s);

#endif
