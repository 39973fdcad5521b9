// SPDX-License-Identifier: GPL-2.0
/*
 * sched.c - scheduling: who runs where, the workload's tasks, wakeup
 * latency (and the performance of the CPU a task then runs on), sugov's
 * share, busy periods, remote wakeups.
 */
#include <stdlib.h>
#include <string.h>
#include "pass/handlers.h"

static int grow(void **p, int *cap, int n, size_t size)
{
	void *q;
	int c;

	if (n < *cap)
		return 0;
	c = *cap ? *cap * 2 : 16;
	q = realloc(*p, (size_t)c * size);
	if (!q)
		return -1;
	*p = q;
	*cap = c;
	return 0;
}

/* ---- wakeup latency ------------------------------------------------------ */

static void close_latency(struct analysis *a, struct task_state *t, int cpu, uint64_t ts)
{
	struct cpu_stats *c = cpu_of(a, cpu);
	uint64_t lat = ts - t->open_ts;
	int remote = t->enq_cpu >= 0 && t->enq_cpu != t->target_cpu;

	t->open = 0;
	if (!c || !cpu_selected(a, cpu))
		return;
	dist_add(a->lat, lat);
	/* by what the CPU it was woken to was doing then */
	if (!a->lat_cstate[t->cstate_at])
		a->lat_cstate[t->cstate_at] = dist_new(); /* NULL out of memory: left out */
	if (a->lat_cstate[t->cstate_at])
		dist_add(a->lat_cstate[t->cstate_at], lat);
	if (t->wake_cpu != t->target_cpu)
		a->waking_remote++;
	if (remote)
		a->remote_enqueue++;
	else
		a->local_enqueue++;
	/* the request in force at the switch-in, updates of the same time included */
	defer(a, DEF_REQ_BAND, cpu, ts, lat);
	/* the delivered perf of the window holding the switch-in: one that closed
	 * at this very time, or the next one */
	if (a->req_source == REQ_AMD) {
		if (c->have_last_win && c->last_win_ts == ts) {
			dist_add(a->lat_del[perf_band(c->last_win_del)], lat);
		} else if (grow((void **)&c->lat_pending, &c->caplat_pending, c->nlat_pending,
				sizeof(*c->lat_pending)) == 0) {
			c->lat_pending[c->nlat_pending++] = lat;
		}
	}
	/* remote-wakeup: how long until the CPU it runs on gets an update; none
	 * comes after the CPU's last one: the sample is left out */
	if (c->last_update_ts && c->last_update_ts >= t->open_ts) {
		dist_add(remote ? a->remote_update : a->local_update, 0);
	} else if (c->upd_last >= ts && grow((void **)&c->upd_pending, &c->capupd_pending, c->nupd_pending,
			sizeof(*c->upd_pending)) == 0) {
		c->upd_pending[c->nupd_pending].ts_in = ts;
		c->upd_pending[c->nupd_pending++].remote = remote;
	}
}

/* cstate_at - what @cpu is doing now: in idle state K, or enum cstate_at */
static int cstate_at(struct analysis *a, int cpu)
{
	struct cpu_stats *c = cpu_of(a, cpu);

	if (!c)
		return CS_UNKNOWN;
	if (c->in_idle)
		return c->idle_state;
	if (c->since && c->cur_pid > 0)
		return CS_RUNNING;
	/* the idle task runs: switched to, or seen leaving a state */
	return c->since || c->idle_seen ? CS_NO_STATE : CS_UNKNOWN;
}

static void open_latency(struct analysis *a, const struct ev *ev, int enq_cpu)
{
	struct task_state *t = task_of(a, ev->wake.pid);

	if (!t || !is_workload(a, t, ev->wake.pid, ev->wake.comm))
		return;
	/* counted for the CPU the task is to run on */
	if (t->running) {
		a->self_wakings += cpu_selected(a, ev->wake.target_cpu >= 0 ? ev->wake.target_cpu :
									      ev->cpu);
		return;
	}
	if (t->open) {
		a->wakings_ignored += cpu_selected(a, ev->wake.target_cpu >= 0 ?
							      ev->wake.target_cpu : ev->cpu);
		return;
	}
	t->open = 1;
	t->open_ts = ev->ts;
	t->wake_cpu = ev->cpu;
	t->target_cpu = ev->wake.target_cpu;
	t->enq_cpu = enq_cpu;
	t->cstate_at = cstate_at(a, ev->wake.target_cpu >= 0 ? ev->wake.target_cpu : ev->cpu);
	HOOK(a, waking, ev->wake.target_cpu >= 0 ? ev->wake.target_cpu : ev->cpu, ev->ts,
	     ev->wake.pid);
}

void sched_on_waking(struct analysis *a, const struct ev *ev)
{
	open_latency(a, ev, -1);
}

void sched_on_wakeup(struct analysis *a, const struct ev *ev)
{
	struct task_state *t;

	if (a->use_wakeup) {
		/* no sched_waking in this trace: the wakeup starts the latency */
		open_latency(a, ev, ev->cpu);
		return;
	}
	/* where the enqueue ran: the first sched_wakeup after the waking */
	t = intmap_get(a->tasks, (uint64_t)(uint32_t)ev->wake.pid);
	if (t && t->open && t->enq_cpu < 0)
		t->enq_cpu = ev->cpu;
}

/* ---- switches ------------------------------------------------------------ */

static void sugov_switch(struct analysis *a, const struct ev *ev, int prev_wl)
{
	uint64_t *in;

	in = intmap_get(a->sugov_in, (uint64_t)(uint32_t)ev->sw.prev_pid);
	if (in && (int)in[0] == ev->cpu) {
		if (cpu_selected(a, ev->cpu)) {
			a->sugov_oncpu_ns += ev->ts - in[1];
			cpu_of(a, ev->cpu)->sugov_oncpu_ns += ev->ts - in[1];
		}
		intmap_del(a->sugov_in, (uint64_t)(uint32_t)ev->sw.prev_pid);
	}
	if (!is_sugov_comm(ev->sw.next_comm))
		return;
	in = intmap_put(a->sugov_in, (uint64_t)(uint32_t)ev->sw.next_pid, NULL);
	if (in) {
		in[0] = (uint64_t)ev->cpu;
		in[1] = ev->ts;
	}
	if (!cpu_selected(a, ev->cpu))
		return;
	a->sugov_switch_ins++;
	cpu_of(a, ev->cpu)->sugov_switch_ins++;
	if (prev_wl && ev->sw.prev_state[0] == 'R')
		a->sugov_preempt_wl++;
}

/* busy_period - idle -> busy -> idle on a CPU: rate-limit's short bursts */
static void busy_period(struct analysis *a, struct cpu_stats *c, const struct ev *ev,
			int next_wl)
{
	if (ev->sw.next_pid == 0) {
		if (c->busy_start && c->period_idle && c->period_wl && a->limit_us &&
		    JUDGE(a, short_burst, ev->ts - c->busy_start, a->limit_us) &&
		    cpu_selected(a, ev->cpu))
			defer(a, DEF_PERIOD, ev->cpu, ev->ts, c->period_idle);
		c->busy_start = 0;
		c->went_idle = ev->ts;
	} else if (ev->sw.prev_pid == 0) {
		c->busy_start = ev->ts;
		c->period_idle = c->went_idle;
		c->period_wl = next_wl;
	} else if (c->busy_start && next_wl) {
		c->period_wl = 1;
	}
}

void sched_on_switch(struct analysis *a, const struct ev *ev)
{
	struct cpu_stats *c = cpu_of(a, ev->cpu);
	struct task_state *prev, *next;
	int prev_wl, next_wl;

	if (!c)
		return;
	/* both inserted first: an insertion may move the other's entry */
	if (!task_of(a, ev->sw.prev_pid) || !task_of(a, ev->sw.next_pid))
		return;
	prev = intmap_get(a->tasks, (uint64_t)(uint32_t)ev->sw.prev_pid);
	next = intmap_get(a->tasks, (uint64_t)(uint32_t)ev->sw.next_pid);
	prev_wl = is_workload(a, prev, ev->sw.prev_pid, ev->sw.prev_comm);
	next_wl = is_workload(a, next, ev->sw.next_pid, ev->sw.next_comm);

	if (c->since && ev->ts >= c->since && cpu_selected(a, ev->cpu) && ev->sw.prev_pid > 0) {
		c->busy_ns += ev->ts - c->since;
		if (prev_wl)
			c->wl_ns += ev->ts - c->since;
		HOOK(a, run, ev->cpu, c->since, ev->ts, ev->sw.prev_pid,
		     prev_wl ? RUN_WORKLOAD :
		     is_sugov_comm(ev->sw.prev_comm) ? RUN_SUGOV :
		     is_kworker_comm(ev->sw.prev_comm) ? RUN_KWORKER : RUN_OTHER);
	}
	/* the task ran without a traced switch-in (the kernel emits such
	 * sequences: an idle CPU's switch to a woken task, missing in every
	 * tracer): its latency has no end to measure and is left out, counted */
	if (prev->open && ev->sw.prev_pid > 0) {
		prev->open = 0;
		a->untraced_switch_in += cpu_selected(a, ev->cpu);
	}
	prev->running = 0;
	sugov_switch(a, ev, prev_wl);
	busy_period(a, c, ev, next_wl);
	/* a switch-in closes the task's open latency */
	if (next->open)
		close_latency(a, next, ev->cpu, ev->ts);
	next->running = 1;
	c->cur_pid = ev->sw.next_pid;
	c->cur_wl = next_wl;
	c->since = ev->ts;
}

void sched_on_fork(struct analysis *a, const struct ev *ev)
{
	struct task_state *p, *ch;

	if (a->scope != SCOPE_RECORDED)
		return;
	if (!task_of(a, ev->fork.parent_pid) || !task_of(a, ev->fork.child_pid))
		return;
	p = intmap_get(a->tasks, (uint64_t)(uint32_t)ev->fork.parent_pid);
	ch = intmap_get(a->tasks, (uint64_t)(uint32_t)ev->fork.child_pid);
	is_workload(a, p, ev->fork.parent_pid, NULL);
	if (p->wl == 1)
		set_wl(a, ch, 1);
	else if (ch->wl < 0)
		ch->wl = 0;
}

void sched_on_idle(struct analysis *a, const struct ev *ev)
{
	int cpu = ev->freq.cpu_id, exit = ev->freq.state == PWR_EVENT_EXIT || ev->freq.state == -1;
	struct cpu_stats *c = cpu_of(a, cpu);
	int sel, k;

	if (!c)
		return;
	/* the state is followed on every CPU (what a wakeup's target was
	 * doing), counted on those analysed */
	sel = cpu_selected(a, cpu);
	if (exit) {
		if (c->in_idle && ev->ts >= c->idle_since && sel) {
			c->idle_ns += ev->ts - c->idle_since;
			a->cstate_ns[c->idle_state < NR_CSTATES ? c->idle_state : NR_CSTATES] +=
				ev->ts - c->idle_since;
		} else if (!c->in_idle && !c->idle_seen && !c->since && sel && ev->ts >= a->from) {
			/* idle since before the window, in a state it does not say */
			a->cstate_unknown_ns += ev->ts - a->from;
		}
		c->in_idle = 0;
	} else if (!c->in_idle) {
		k = ev->freq.state >= 0 && ev->freq.state < NR_CSTATES ? (int)ev->freq.state :
									 CS_OTHER;
		c->in_idle = 1;
		c->idle_since = ev->ts;
		c->idle_state = k;
		if (sel) {
			c->idle_entries++;
			a->cstate_entries[k]++;
		}
	}
	c->idle_seen = 1;
}

/* ---- decided at the end of a timestamp ----------------------------------- */

void sched_deferred(struct analysis *a, enum deferred_kind kind, int cpu, uint64_t ts,
		    uint64_t x)
{
	struct cpu_stats *c = cpu_of(a, cpu);

	if (!c)
		return;
	switch (kind) {
	case DEF_REQ_BAND:
		dist_add(a->lat_req[c->have_req ? perf_band(c->req) : BAND_NONE], x);
		HOOK(a, latency, cpu, ts, x, c->have_req ? c->req : NAN);
		break;
	case DEF_PERIOD:
		/* a short workload burst: did an update for it land in (idle, end]? */
		a->short_bursts++;
		if (!c->last_update_ts || c->last_update_ts <= x)
			a->short_no_update++;
		break;
	}
}

int busy_cpu(const struct analysis *a, int cpu)
{
	const struct cpu_stats *c = cpu >= 0 && cpu < a->ncpus ? &a->cpus[cpu] : NULL;

	/* judged in ns against the window's length: no rounding of the share */
	return c && cpu_selected(a, cpu) && a->to > a->from &&
	       (double)c->wl_ns >= BUSY_CPU_SHARE * (double)(a->to - a->from);
}

/* busy_cpus - the busy CPUs, and sugov's rate and share over them */
static void busy_cpus(struct analysis *a)
{
	double cpu_s;
	int i;

	a->nr_busy = 0;
	a->sugov_busy_switch_ins = a->sugov_busy_oncpu_ns = 0;
	for (i = 0; i < a->ncpus; i++) {
		if (!busy_cpu(a, i))
			continue;
		a->nr_busy++;
		a->sugov_busy_switch_ins += a->cpus[i].sugov_switch_ins;
		a->sugov_busy_oncpu_ns += a->cpus[i].sugov_oncpu_ns;
	}
	cpu_s = a->span_s * a->nr_busy;
	a->sugov_per_s_per_busy_cpu = cpu_s > 0 ? (double)a->sugov_busy_switch_ins / cpu_s : NAN;
	a->sugov_busy_on_cpu_share = cpu_s > 0 ? (double)a->sugov_busy_oncpu_ns / 1e9 / cpu_s :
						 NAN;
}

static int sugov_still_in(uint64_t pid, void *value, void *arg)
{
	struct analysis *a = arg;
	uint64_t *in = value;

	if (cpu_selected(a, (int)in[0]) && a->to > in[1]) {
		a->sugov_oncpu_ns += a->to - in[1];
		if (cpu_of(a, (int)in[0]))
			cpu_of(a, (int)in[0])->sugov_oncpu_ns += a->to - in[1];
	}
	(void)pid;
	return 0;
}

void sched_finish(struct analysis *a)
{
	int i;

	intmap_each(a->sugov_in, sugov_still_in, a);
	for (i = 0; i < a->ncpus; i++) {
		struct cpu_stats *c = &a->cpus[i];

		/* the running task's time up to the end of the window */
		if (c->since && a->to > c->since && c->cur_pid > 0 && cpu_selected(a, i)) {
			int k = comm_kind(a, c->cur_pid);

			c->busy_ns += a->to - c->since;
			if (c->cur_wl)
				c->wl_ns += a->to - c->since;
			HOOK(a, run, i, c->since, a->to, c->cur_pid,
			     c->cur_wl ? RUN_WORKLOAD :
			     k & COMM_SUGOV ? RUN_SUGOV :
			     k & COMM_KWORKER ? RUN_KWORKER : RUN_OTHER);
		}
		if (c->in_idle && a->to > c->idle_since && cpu_selected(a, i)) {
			c->idle_ns += a->to - c->idle_since;
			a->cstate_ns[c->idle_state] += a->to - c->idle_since;
		}
		/* switch-ins no window closed after: no delivered perf */
		wait_window_closed(a, c, 1, NAN);
		c->nupd_pending = 0; /* no update came: left out */
	}
	busy_cpus(a);
}
