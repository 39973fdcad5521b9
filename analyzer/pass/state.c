// SPDX-License-Identifier: GPL-2.0
/*
 * state.c - what the handlers of the pass share (state.h): the CPU and
 * task tables, the comms, the deferred decisions, the waits that a later
 * event ends; and the names of the pass's values.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "pass/state.h"


/* ---- names ---------------------------------------------------------------- */

const char *path_name(enum gov_path p)
{
	static const char *const names[] = { "unknown", "fast_switch", "kthread", "workqueue" };

	return p < NR_PATHS ? names[p] : "unknown";
}

const char *band_name(int band)
{
	static const char *const names[] = { "lt_25", "25_50", "50_75", "ge_75", "none" };

	return band >= 0 && band <= NR_BANDS ? names[band] : "none";
}

const char *band_label(int band)
{
	static const char *const names[] = { "< 0.25", "0.25-0.50", "0.50-0.75", ">= 0.75",
					     "no request" };

	return band >= 0 && band <= NR_BANDS ? names[band] : "no request";
}

const char *cstate_at_name(int k)
{
	static const char *const states[NR_CSTATES] = { "state0", "state1", "state2", "state3",
							"state4", "state5", "state6", "state7",
							"state8", "state9" };
	static const char *const names[] = { [CS_OTHER - NR_CSTATES] = "other",
					     [CS_RUNNING - NR_CSTATES] = "running",
					     [CS_NO_STATE - NR_CSTATES] = "no_state",
					     [CS_UNKNOWN - NR_CSTATES] = "unknown" };

	if (k >= 0 && k < NR_CSTATES)
		return states[k];
	return k >= NR_CSTATES && k < NR_CS_AT ? names[k - NR_CSTATES] : "unknown";
}

/* The table of each request source (enum req_source), in the order tried. */
static const int req_table[] = {
	[REQ_AMD] = TBL_AMD_PSTATE_PERF,
	[REQ_FREQ] = TBL_CPU_FREQUENCY,
	[REQ_PSTATE] = TBL_PSTATE_SAMPLE,
};

const char *req_source_name(enum req_source s)
{
	return s == REQ_NONE ? "none" : evmap_tables[req_table[s]].table;
}

int perf_band(double r)
{
	if (isnan(r))
		return BAND_NONE;
	if (r < 0.25)
		return 0;
	if (r < 0.5)
		return 1;
	if (r < 0.75)
		return 2;
	return 3;
}

void analysis_note(struct analysis *a, const char *fmt, ...)
{
	va_list ap;

	if (a->nnotes == MAX_NOTES)
		return;
	va_start(ap, fmt);
	vsnprintf(a->notes[a->nnotes++], sizeof(a->notes[0]), fmt, ap);
	va_end(ap);
}

struct cpu_stats *cpu_grow(struct analysis *a, int cpu)
{
	if (cpu < 0 || cpu >= PT_MAX_CPUS)
		return NULL;
	if (cpu >= a->ncpus) {
		int n = cpu + 1, i;
		struct cpu_stats *c = realloc(a->cpus, n * sizeof(*c));

		if (!c)
			return NULL;
		memset(c + a->ncpus, 0, (n - a->ncpus) * sizeof(*c));
		for (i = a->ncpus; i < n; i++) {
			c[i].cur_pid = -1;
			c[i].c0 = -1;
			c[i].req = NAN;
		}
		a->cpus = c;
		a->ncpus = n;
	}
	return &a->cpus[cpu];
}

int req_source_table(enum req_source s)
{
	return req_table[s];
}

/* ---- comms and tasks -------------------------------------------------------- */

int is_sugov_comm(const char *comm)
{
	/* ^sugov:[0-9]+$ */
	const char *p;

	if (strncmp(comm, "sugov:", 6) != 0 || !comm[6])
		return 0;
	for (p = comm + 6; *p; p++)
		if (*p < '0' || *p > '9')
			return 0;
	return 1;
}

int is_kworker_comm(const char *comm)
{
	/* kworker/N:M, kworker/uN:M, kworker/R-NAME */
	return !strncmp(comm, "kworker/", 8);
}

int comm_kind(struct analysis *a, int pid)
{
	uint8_t *k = intmap_get(a->comm_kind, (uint64_t)(uint32_t)pid);

	return k ? *k : 0;
}

const size_t task_state_size = sizeof(struct task_state);

int set_wl(struct analysis *a, struct task_state *t, int wl)
{
	t->wl = wl;
	if (wl && !t->counted) {
		t->counted = 1;
		a->workload_tasks++;
	}
	return wl;
}

static uint32_t hash_str(const char *s)
{
	uint32_t h = 2166136261u;

	while (*s)
		h = (h ^ (unsigned char)*s++) * 16777619u;
	return h;
}

struct task_state *task_of(struct analysis *a, int pid)
{
	struct task_state *t;
	int inserted;

	t = intmap_put(a->tasks, (uint64_t)(uint32_t)pid, &inserted);
	if (t && inserted) {
		t->wl = -1;
		t->enq_cpu = -1;
	}
	return t;
}

static int pid_listed(const struct analysis *a, int pid)
{
	int i;

	for (i = 0; i < a->opts->npids; i++)
		if (a->opts->pids[i] == pid)
			return 1;
	return 0;
}

int is_workload(struct analysis *a, struct task_state *t, int pid, const char *comm)
{
	uint32_t h;

	if (pid <= 0)
		return 0;
	switch (a->scope) {
	case SCOPE_ALL:
		return 1;
	case SCOPE_RECORDED:
		return t->wl < 0 ? set_wl(a, t, pid == a->run->workload_pid ||
						     run_window_pid(a->run, pid)) : t->wl;
	case SCOPE_PID:
		return t->wl < 0 ? set_wl(a, t, pid_listed(a, pid)) : t->wl;
	default:
		break;
	}
	/* By comm: the comm of the event naming the task decides, so a comm
	 * changed at exec is judged again; an event naming it by pid only asks
	 * the task table. */
	if (!comm || !*comm) {
		if (t->wl >= 0)
			return t->wl;
		return set_wl(a, t, (comm_kind(a, pid) & COMM_WL) ||
					    (a->scope == SCOPE_COMM_PID && pid_listed(a, pid)));
	}
	h = hash_str(comm);
	if (t->wl >= 0 && t->comm_hash == h)
		return t->wl;
	t->comm_hash = h;
	return set_wl(a, t, regexec(&a->comm_re, comm, 0, NULL, 0) == 0 ||
				    (a->scope == SCOPE_COMM_PID && pid_listed(a, pid)));
}

int is_workload_pid(struct analysis *a, int pid, const char *comm)
{
	struct task_state *t = task_of(a, pid);

	return t ? is_workload(a, t, pid, comm) : 0;
}

/* ---- deferred decisions --------------------------------------------------- */

int defer(struct analysis *a, enum deferred_kind kind, int cpu, uint64_t ts, uint64_t x)
{
	struct deferred *d = a->deferred;
	struct def_entry *e;

	if (d->tail == d->cap) {
		if (d->head) {
			/* reuse the consumed front */
			memmove(d->q, d->q + d->head, (d->tail - d->head) * sizeof(*d->q));
			d->tail -= d->head;
			d->head = 0;
		}
		if (d->tail == d->cap) {
			size_t cap = d->cap ? d->cap * 2 : 256;
			struct def_entry *q = realloc(d->q, cap * sizeof(*q));

			if (!q)
				return -1;
			d->q = q;
			d->cap = cap;
		}
	}
	e = &d->q[d->tail++];
	e->kind = kind;
	e->cpu = cpu;
	e->ts = ts;
	e->x = x;
	return 0;
}

struct deferred *deferred_new(void)
{
	return calloc(1, sizeof(struct deferred));
}

void deferred_free(struct deferred *d)
{
	if (d)
		free(d->q);
	free(d);
}

/* ---- waits ------------------------------------------------------------------ */

void wait_window_closed(struct analysis *a, struct cpu_stats *c, int first, double delivered)
{
	int band = first ? BAND_NONE : perf_band(delivered), i;

	for (i = 0; i < c->nlat_pending; i++)
		dist_add(a->lat_del[band], c->lat_pending[i]);
	c->nlat_pending = 0;
}

void wait_update_seen(struct analysis *a, struct cpu_stats *c, uint64_t ts)
{
	int i;

	for (i = 0; i < c->nupd_pending; i++)
		dist_add(c->upd_pending[i].remote ? a->remote_update : a->local_update,
			 ts - c->upd_pending[i].ts_in);
	c->nupd_pending = 0;
}
