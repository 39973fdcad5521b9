// SPDX-License-Identifier: GPL-2.0
/*
 * findings.c - the table of findings, their criteria judged, then ranked by
 * score (the share of the workload's time or of the updates the mechanism
 * touches), those that go last after the others; and the criteria the
 * analysis pass counts by (findings_judges).
 */
#include <stdlib.h>
#include <string.h>
#include "findings/findings.h"

const struct finding_def *const findings_table[] = {
	&finding_slow_path,	&finding_governor_delay, &finding_pcc_write,
	&finding_rate_limit,	&finding_low_request,	 &finding_delivered_lag,
	&finding_invariance,	&finding_remote_wakeup,	 &finding_efficiency_floor,
	&finding_policy_limit,	&finding_mode,		 NULL,
};

const struct finding_def *finding_by_id(const char *id)
{
	int i;

	for (i = 0; findings_table[i]; i++)
		if (!strcmp(findings_table[i]->id, id))
			return findings_table[i];
	return NULL;
}

int finding_holds(const struct finding_def *def, const double *v)
{
	int i;

	if (def->holds)
		return def->holds(def->criteria, v);
	for (i = 0; i < def->ncriteria; i++)
		if (def->criteria[i].scope == CRIT_RUN && !criterion_holds(&def->criteria[i], v[i]))
			return 0;
	return 1;
}

int finding_judge(const struct finding_def *def, const struct analysis *a, double *v)
{
	int i;

	for (i = 0; i < FINDING_MAX_CRITERIA; i++)
		v[i] = NAN;
	if (!def->measure(a, def->criteria, v))
		return 0;
	return finding_holds(def, v);
}

static int by_score(const void *x, const void *y)
{
	const struct finding *a = x, *b = y;

	if (a->def->last != b->def->last)
		return a->def->last ? 1 : -1;
	return a->score < b->score ? 1 : a->score > b->score ? -1 : 0;
}

void findings_run(struct analysis *a)
{
	double v[FINDING_MAX_CRITERIA];
	int i;

	for (i = 0; findings_table[i]; i++)
		if (finding_judge(findings_table[i], a, v))
			findings_table[i]->add(a, findings_table[i], v);
	qsort(a->findings, a->nfindings, sizeof(a->findings[0]), by_score);
}

/* the findings' own criteria, where the pass counts events by them */
const struct pass_judges findings_judges = {
	.lag_window = delivered_lag_window,
	.floor_request = efficiency_floor_request,
	.busy_window = low_request_busy_window,
	.low_request = low_request_low,
	.boost_window = low_request_boost,
	.short_burst = rate_limit_short,
	.at_rate_limit = rate_limit_at_limit,
	.policy_limit = policy_limit_window,
};

int findings_analyse(struct analysis *a, const struct run *run, const struct analysis_opts *o)
{
	if (analysis_run(a, run, o) < 0)
		return -1;
	findings_run(a);
	return 0;
}
