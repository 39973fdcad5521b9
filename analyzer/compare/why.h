/* SPDX-License-Identifier: GPL-2.0 */
/*
 * why.h - what compare/why.c (the explanation) and compare/why_out.c
 * (its text and JSON) share: the table of the metrics compared.
 */
#ifndef PT_COMPARE_WHY_H
#define PT_COMPARE_WHY_H

#include <string.h>
#include "compare/compare.h"
#include "findings/findings.h"

#define WHY_MAX_FINDINGS 16
#define WHY_MAX_METRICS 64 /* the table's rows, at most */

/* What a run must have for a metric to be measured at all. */
enum why_need {
	N_SCHED,      /* scheduler events: a task other than idle ran */
	N_WAKEUPS,    /* wakeup latencies of the workload's tasks */
	N_UPDATES,    /* frequency updates */
	N_QUEUE,      /* governor work: the kthread or workqueue path */
	N_WINDOWS,    /* amd_pstate_perf counter windows */
	N_RATE_LIMIT, /* a rate limit: rate_limit_us, ondemand's sampling_rate */
	N_ENERGY,     /* an energy counter */
	N_IDLE,       /* cpu_idle events and wakeups of the workload */
	NR_NEEDS,
};

extern const char *const why_need_text[];

/* Why a side of a metric has no value. */
enum why_na {
	NA_NONE,
	NA_NO_RUN,   /* no traced run of the benchmark */
	NA_NEED,     /* its runs lack what it needs (need_text) */
	NA_FEW,      /* too few samples: its finding's count criterion, or WHY_MIN_SAMPLES */
	NA_NO_VALUE, /* not measured in its runs (e.g. no sample at all) */
	NA_APART,    /* measured, at parameter values the other side has no value for */
};

/* The metrics the explanation compares that are not a finding's criterion. */
enum why_x {
	X_PREEMPT, X_ONCPU, X_DELAY_P50, X_DELAY_P99, X_REQUESTED, X_WAKE_P50, X_WAKE_P99,
	X_BAND0, X_BAND1, X_BAND2, X_BAND3, X_WAKE_LOW, X_WAKE_IDLE, X_ENERGY, NR_X,
};

/*
 * One metric: a criterion of a finding (@crit >= 0: its key, threshold and
 * direction are the criterion's) or a value of its own (@x), which belongs to
 * a finding (@def) or to the symptoms (@id: wakeup-latency, idle-state, energy).
 */
struct why_metric {
	const char *id;
	const struct finding_def *def;
	int crit;   /* the def's criterion, -1 for an extra */
	int gate;   /* the def's criterion a run must meet for the value to count, -1 none */
	int x;      /* the extra */
	const char *key; /* extras: the JSON key (a criterion: its metric) */
	const char *what; /* in the text's table, at most 26 columns */
	enum metric_unit unit;
	int higher_worse; /* extras */
	double floor;     /* extras: the least change that counts */
	enum why_need need;
};

extern const struct why_metric why_metrics[];
extern const int nr_why_metrics;
extern const char *const why_x_what[];

static inline const char *m_id(const struct why_metric *m)
{
	return m->def ? m->def->id : m->id;
}

static inline const char *m_key(const struct why_metric *m)
{
	return m->crit >= 0 ? m->def->criteria[m->crit].metric : m->key;
}

static inline const char *m_what(const struct why_metric *m)
{
	return m->crit >= 0 ? m->what : why_x_what[m->x];
}

static inline enum metric_unit m_unit(const struct why_metric *m)
{
	return m->crit >= 0 ? m->def->criteria[m->crit].unit : m->unit;
}

static inline int m_higher_worse(const struct why_metric *m)
{
	enum crit_op op;

	if (m->crit < 0)
		return m->higher_worse;
	op = m->def->criteria[m->crit].op;
	return op == CRIT_GE || op == CRIT_GT;
}

/* m_consequence - whether @m follows from the ratio rather than causing it
 * (energy per unit of work): never ranked among the causes */
static inline int m_consequence(const struct why_metric *m)
{
	return m->crit < 0 && m->x == X_ENERGY;
}

/* why_energy_unit - the unit of a benchmark's energy per unit of work: "J
 * per run" (a time in seconds), "J per MB" (MB/sec), ...; Return: @buf */
const char *why_energy_unit(const struct cmp_bench *b, char *buf, size_t n);

/* The per-run measures of the estimates (enum cmp_est). */
enum why_acc { A_CPU, A_LAT, A_DEL, A_REQ, A_WLW, NR_ACC }; /* A_WLW: us per wakeup */

/* The wakeup latencies' floor: this share of the workload's CPU time per
 * wakeup (the smaller side's), a change that can cost it that share of its
 * time; WHY_LAT_FLOOR_US without a wakeup measured */
#define WHY_LAT_FLOOR_SHARE 0.01
#define WHY_LAT_FLOOR_US 5.0

/* m_lat_floor - whether @m's floor is the wakeup latencies' */
static inline int m_lat_floor(const struct why_metric *m)
{
	return m->crit < 0 && !m->def && m->unit == U_US;
}

/* why_est_of - the estimate of @m's mechanism: the slow path's CPU time,
 * wakeup latency, every other finding the CPUs' speed; -1 for energy */
static inline int why_est_of(const struct why_metric *m)
{
	if (m_consequence(m))
		return -1;
	if (!m->def)
		return EST_LAT;
	return !strcmp(m->def->id, "slow-path") ? EST_CPU : EST_FREQ;
}

/* why_finding - @def's place in findings_table (its bit), -1 when absent */
int why_finding(const struct finding_def *def);

#endif
