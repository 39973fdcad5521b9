// SPDX-License-Identifier: GPL-2.0
/*
 * rate-limit: the governor updates a CPU at most once in its rate limit
 * (schedutil's rate_limit_us, ondemand's sampling_rate), so bursts shorter
 * than it never get a new frequency.
 */
#include <string.h>
#include "findings/findings.h"

static const struct criterion criteria[NR_RL] = {
	[RL_BURSTS] = { "short_bursts", "workload busy periods shorter than the rate limit",
			U_COUNT, CRIT_RUN, CRIT_GE, 50 },
	[RL_NO_UPDATE] = { "short_bursts_no_update_share", "share of them with no update",
			   U_SHARE, CRIT_RUN, CRIT_GE, 0.5 },
	[RL_AT_LIMIT] = { "at_limit_share", "share of the update intervals at the rate limit",
			  U_SHARE, CRIT_RUN, CRIT_GE, 0.3 },
	/* an interval at the limit: from the limit up to this share of it
	 * more (rounded down to a microsecond, at least 1 us) */
	[RL_SLACK] = { "interval_past_limit", "an interval at the limit: past the rate limit by",
		       U_SHARE, CRIT_EVENT, CRIT_LT, 0.1 },
	[RL_SHORT] = { "burst_over_rate_limit", "a short burst: its length over the rate limit",
		       U_RATIO, CRIT_EVENT, CRIT_LT, 1 },
};

int rate_limit_at_limit(uint64_t interval_ns, uint64_t rate_limit_us)
{
	uint64_t r = rate_limit_us, slack = (uint64_t)((double)r * criteria[RL_SLACK].value);

	if (!slack)
		slack = 1;
	return interval_ns >= r * 1000 && interval_ns < (r + slack) * 1000;
}

int rate_limit_short(uint64_t len_ns, uint64_t rate_limit_us)
{
	return criterion_holds_scaled(&criteria[RL_SHORT], (double)len_ns,
				      (double)rate_limit_us * 1000);
}

/* the rate limit is known: rate_limit_us (schedutil), sampling_rate
 * (ondemand, conservative: meta governor_tunables) */
static int measure(const struct analysis *a, const struct criterion *k, double *v)
{
	v[RL_BURSTS] = (double)a->short_bursts;
	v[RL_NO_UPDATE] = ratio((double)a->short_no_update, (double)a->short_bursts);
	v[RL_AT_LIMIT] = ratio((double)a->at_limit, (double)dist_count(a->interval));
	return a->limit_us > 0;
}

static void add(struct analysis *a, const struct finding_def *def, const double *v)
{
	int sampling = a->limit_name && !strcmp(a->limit_name, "sampling_rate");
	struct finding *f = finding_add(a, def, v[RL_NO_UPDATE],
					"%.0f%% of the updates come %llu us (%s) after the previous "
					"one, and %.0f%% of the workload's bursts shorter than that "
					"end with no update", 100 * v[RL_AT_LIMIT],
					(unsigned long long)a->limit_us,
					sampling ? "sampling_rate" : "rate_limit_us",
					100 * v[RL_NO_UPDATE]);

	if (sampling)
		finding_ev(f, "sampling_rate_us", "sampling rate", (double)a->limit_us, U_US);
	else
		finding_ev(f, "rate_limit_us", "rate limit", (double)a->limit_us, U_US);
	finding_ev(f, "intervals", "update intervals", (double)dist_count(a->interval), U_COUNT);
	finding_ev(f, "at_limit_share", "at the limit", v[RL_AT_LIMIT], U_SHARE);
	finding_ev(f, "short_bursts", "workload bursts shorter than it", v[RL_BURSTS], U_COUNT);
	finding_ev(f, "short_bursts_no_update_share", "with no update", v[RL_NO_UPDATE], U_SHARE);
}

const struct finding_def finding_rate_limit = {
	.id = "rate-limit",
	.title = "Short bursts get no new frequency because of the rate limit",
	.criteria = criteria,
	.ncriteria = NR_RL,
	.measure = measure,
	.add = add,
};
