/* SPDX-License-Identifier: GPL-2.0 */
/*
 * pass/handlers.h - the event handlers of the analysis pass: scheduling
 * (sched.c), the governor's work and writes (gov.c), requests and what
 * the hardware delivered (perf.c).  Each takes the events of its concern;
 * an event of several concerns goes to each handler in the order of the
 * dispatcher's table (analysis.c).  They share state through state.h only.
 */
#ifndef PT_PASS_HANDLERS_H
#define PT_PASS_HANDLERS_H

#include "pass/samples.h"
#include "pass/state.h"

/* pass/sched.c */
void sched_on_switch(struct analysis *a, const struct ev *ev);
void sched_on_waking(struct analysis *a, const struct ev *ev);
void sched_on_wakeup(struct analysis *a, const struct ev *ev);
void sched_on_fork(struct analysis *a, const struct ev *ev);
void sched_on_idle(struct analysis *a, const struct ev *ev);
void sched_deferred(struct analysis *a, enum deferred_kind kind, int cpu, uint64_t ts,
		    uint64_t x);
void sched_finish(struct analysis *a);

/* pass/gov.c; the sizes of its private per-item state */
extern const size_t work_item_size, watch_list_size;
/* gov_setup - which kinds of work items have their ends traced; 0, or -1 (said) */
int gov_setup(struct analysis *a);
void gov_on_queue(struct analysis *a, const struct ev *ev);
void gov_on_work_start(struct analysis *a, const struct ev *ev);
void gov_on_work_end(struct analysis *a, const struct ev *ev);
void gov_on_switch(struct analysis *a, const struct ev *ev);
void gov_on_waking(struct analysis *a, const struct ev *ev);
void gov_on_wakeup(struct analysis *a, const struct ev *ev);
void gov_on_amd(struct analysis *a, const struct ev *ev);
void gov_on_freq(struct analysis *a, const struct ev *ev);
void gov_on_pstate(struct analysis *a, const struct ev *ev);
void gov_finish(struct analysis *a);

/* pass/perf.c */
void perf_setup(struct analysis *a);
void perf_on_sample(struct analysis *a, const struct sample *s);
void perf_on_switch(struct analysis *a, const struct ev *ev);
void perf_on_idle(struct analysis *a, const struct ev *ev);
void perf_on_amd(struct analysis *a, const struct ev *ev);
void perf_on_freq(struct analysis *a, const struct ev *ev);
void perf_on_pstate(struct analysis *a, const struct ev *ev);
void perf_on_epp(struct analysis *a, const struct ev *ev);
void perf_finish(struct analysis *a);

#endif
