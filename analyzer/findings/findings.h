/* SPDX-License-Identifier: GPL-2.0 */
/*
 * findings - the mechanisms of pstate-analyze(1) FINDINGS, one file each.
 *
 * A finding owns its criteria: a table of named thresholds (struct
 * criterion) at the top of its file, private to it and exported through its
 * struct finding_def, so that whatever else judges the same mechanism uses
 * the same numbers, never a copy: the analysis pass (which windows are
 * busy, which update intervals sit at rate_limit_us), compare, and the
 * tests that hold the man page, tests/synth/README.md and truth.py to them.
 *
 * A criterion is judged on one of:
 *   CRIT_RUN     a metric of the whole run: the finding holds when these
 *                hold (all of them, or as its holds() combines them);
 *   CRIT_CPU     each CPU, CRIT_WINDOW each counter window, CRIT_EVENT each
 *                request, update interval or busy period: a predicate that
 *                says what the evidence counts (which windows are busy, which
 *                CPUs saturated), applied by the pass or by measure().
 *
 * Each finding is a struct finding_def: its id, its criteria, measure() (the
 * value of every CRIT_RUN metric in an analysis, whether or not the finding
 * holds), holds() and add() (the finding with its evidence); findings_table
 * lists them in the order they run.  To judge a mechanism in a run with the
 * finding's own numbers (compare's differential explanation):
 *
 *	const struct finding_def *d = finding_by_id("governor-delay");
 *	double v[FINDING_MAX_CRITERIA];
 *	char text[80], val[32];
 *	int holds = finding_judge(d, a, v), i;
 *
 *	for (i = 0; i < d->ncriteria; i++) {
 *		const struct criterion *k = &d->criteria[i];
 *
 *		if (k->scope != CRIT_RUN)
 *			continue;
 *		printf("[%s] %s: %s (%s)\n", d->id, criterion_text(k, text, sizeof(text)),
 *		       metric_format(k->unit, v[i], val, sizeof(val)),
 *		       criterion_holds(k, v[i]) ? "met" : "not met");
 *	}
 *
 * prints "[governor-delay] p90 governor delay >= 500 us: 3.0 us (not met)".
 */
#ifndef PT_FINDINGS_H
#define PT_FINDINGS_H

#include <math.h>
#include <stddef.h>
#include <stdio.h>
#include "pass/analysis.h"

#define FINDING_MAX_CRITERIA 8

enum crit_scope { CRIT_RUN, CRIT_CPU, CRIT_WINDOW, CRIT_EVENT };
enum crit_op { CRIT_LT, CRIT_LE, CRIT_GE, CRIT_GT };

/**
 * struct criterion - one threshold of a finding
 * @metric: the metric's name: the finding's evidence key when its evidence has it
 * @what: the metric in words ("p90 governor delay")
 * @unit: how its values read (a share is a fraction, shown as a percentage)
 * @scope: what it is judged on
 * @op: the criterion holds when the metric @op @value
 * @value: the threshold
 */
struct criterion {
	const char *metric;
	const char *what;
	enum metric_unit unit;
	enum crit_scope scope;
	enum crit_op op;
	double value;
};

/**
 * criterion_holds - whether @v meets @k (NAN never does)
 */
int criterion_holds(const struct criterion *k, double v);
/**
 * criterion_holds_scaled - whether @num meets @k scaled by @den: @num @op
 * @value x @den; for a metric that is a quotient, judged without dividing
 * (a window's delivered against 0.9 x its request)
 */
int criterion_holds_scaled(const struct criterion *k, double num, double den);
/**
 * criterion_text - @k in words: "p90 governor delay >= 500 us"
 * Return: @buf.
 */
const char *criterion_text(const struct criterion *k, char *buf, size_t n);
/**
 * metric_format - @v as @unit reads: "3.0 us", "40.0%", "1,234", "n/a" for NAN
 * Return: @buf.
 */
const char *metric_format(enum metric_unit unit, double v, char *buf, size_t n);

/**
 * struct finding_def - one finding
 * @id: its stable id ("governor-delay")
 * @title: its one-line title
 * @last: it goes after the ranked ones (mode: it states the setup)
 * @criteria: its criteria, @ncriteria of them (at most FINDING_MAX_CRITERIA)
 * @measure: the metric of each CRIT_RUN criterion of @k in @a, into @v
 *	(NAN where the run cannot tell; the others left NAN).  Return: 1 when the
 *	mechanism can show in this run at all (its driver, path or update
 *	source), else 0
 * @holds: whether the finding holds on measure()'s values; NULL: when every
 *	CRIT_RUN criterion holds
 * @add: add the finding to @a (finding_add), with its evidence and why
 */
struct finding_def {
	const char *id;
	const char *title;
	int last;
	const struct criterion *criteria;
	int ncriteria;
	int (*measure)(const struct analysis *a, const struct criterion *k, double *v);
	int (*holds)(const struct criterion *k, const double *v);
	void (*add)(struct analysis *a, const struct finding_def *def, const double *v);
};

/* every finding, in the order they run (findings.c); NULL-terminated */
extern const struct finding_def *const findings_table[];

/* finding_by_id - the finding @id, NULL when there is none */
const struct finding_def *finding_by_id(const char *id);
/**
 * finding_judge - measure @def in @a and say whether it holds there: what
 * findings_run() does for each finding
 * @v: FINDING_MAX_CRITERIA values, filled as measure() does
 * Return: 1 when the finding holds in @a, else 0.
 */
int finding_judge(const struct finding_def *def, const struct analysis *a, double *v);
/* finding_holds - whether @def holds on values @v of its measure() */
int finding_holds(const struct finding_def *def, const double *v);

/*
 * The findings, by file; each enum indexes its finding's criteria
 * (finding_governor_delay.criteria[GD_P90]), and the functions are the
 * predicates the analysis pass applies with them.
 */

/* slow_path.c */
enum { SP_RATE, NR_SP };
extern const struct finding_def finding_slow_path;

/* governor_delay.c */
enum { GD_COUNT, GD_P90, GD_ITEMS, GD_LATE, NR_GD };
extern const struct finding_def finding_governor_delay;

/* pcc_write.c */
enum { PW_COUNT, PW_P50, PW_DSLEEP, NR_PW };
extern const struct finding_def finding_pcc_write;

/* rate_limit.c */
enum { RL_BURSTS, RL_NO_UPDATE, RL_AT_LIMIT, RL_SLACK, RL_SHORT, NR_RL };
extern const struct finding_def finding_rate_limit;
/* rate_limit_at_limit - an update interval of @interval_ns sits at @rate_limit_us */
int rate_limit_at_limit(uint64_t interval_ns, uint64_t rate_limit_us);
/* rate_limit_short - a busy period of @len_ns is too short for @rate_limit_us */
int rate_limit_short(uint64_t len_ns, uint64_t rate_limit_us);

/* low_request.c */
enum { LR_BUSY_SHARE, LR_BELOW, LR_CPU_BUSY, LR_WINDOW_BUSY, LR_LOW, LR_BOOST, NR_LR };
extern const struct finding_def finding_low_request;
/* low_request_busy_window - a counter window of @mperf over @tsc is busy */
int low_request_busy_window(double mperf, double tsc);
/* low_request_low - a request of @target_perf is below @nominal_perf */
int low_request_low(int64_t target_perf, int64_t nominal_perf);
/* low_request_boost - a window of @aperf over @mperf ran boosted */
int low_request_boost(double aperf, double mperf);

/* delivered_lag.c */
enum { DL_LAG, DL_WINDOW, NR_DL };
extern const struct finding_def finding_delivered_lag;
/* delivered_lag_window - a window that delivered @delivered for @requested trails it */
int delivered_lag_window(double requested, double delivered);

/* invariance.c */
enum { IV_CPUS, IV_BUSY, IV_TOC, NR_IV };
extern const struct finding_def finding_invariance;

/* remote_wakeup.c */
enum { RW_COUNT, RW_P50, RW_LOCAL_FEW, RW_OVER_LOCAL, NR_RW };
extern const struct finding_def finding_remote_wakeup;

/* efficiency_floor.c */
enum { EF_REQUESTS, EF_SHARE, EF_FLOOR, NR_EF };
extern const struct finding_def finding_efficiency_floor;
/* efficiency_floor_request - a request of @level is at or below @floor */
int efficiency_floor_request(int64_t level, int64_t floor);

/* policy_limit.c */
enum { PL_BUSY, PL_DELIVERED, PL_EPP, PL_MAX, NR_PL };
extern const struct finding_def finding_policy_limit;
/* policy_limit_window - a policy of EPP @epp and max_perf @max_share (of the
 * ceiling) limits a busy window */
int policy_limit_window(double epp, double max_share);
/* mode.c: no criteria */
extern const struct finding_def finding_mode;

/* ratio - @num / @den, NAN when @den is 0 */
static inline double ratio(double num, double den)
{
	return den ? num / den : NAN;
}

/* dist_us - a percentile of @d in microseconds, NAN when @d is empty */
static inline double dist_us(struct dist *d, double p)
{
	uint64_t v;

	return dist_percentile(d, p, &v) < 0 ? NAN : (double)v / 1e3;
}

/* Each finding adds itself when its criteria hold (evidence.c);
 * findings_run() runs them all, then ranks them. */
/**
 * finding_add - add finding @def to @a with its @score (for ranking) and its
 * line of why (printf's @why and what follows)
 * Return: the finding, for its evidence (finding_ev), or NULL when @a has
 * MAX_FINDINGS already (finding_ev takes NULL and does nothing).
 */
struct finding *finding_add(struct analysis *a, const struct finding_def *def, double score,
			    const char *why, ...) __attribute__((format(printf, 4, 5)));
void finding_ev(struct finding *f, const char *key, const char *what, double value,
		enum metric_unit unit);
/* finding_ev_dist - the count (@what), p50, p90, p99 and max (us) of @d under
 * @keys, in that order; NAN percentiles when @d is empty */
void finding_ev_dist(struct finding *f, const char *const keys[5], const char *what,
		     struct dist *d);
void findings_run(struct analysis *a);

/* the criteria the pass counts by: analysis_opts.judges */
extern const struct pass_judges findings_judges;
/* findings_analyse - analysis_run(), then findings_run(): 0, or -1 (said) */
int findings_analyse(struct analysis *a, const struct run *run, const struct analysis_opts *o);

#endif
