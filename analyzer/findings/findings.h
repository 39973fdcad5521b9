/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The findings of DESIGN.md section 4, one file each.  Each looks at the
 * finished analysis and adds itself (finding_add) when its mechanism's
 * signature is in the data, with the numbers that show it.  The evidence and
 * the criteria are those of tests/synth/README.md ("Findings: evidence and
 * criteria"), which the synthetic traces are checked against.
 */
#ifndef PT_FINDINGS_H
#define PT_FINDINGS_H

#include <math.h>
#include <stdio.h>
#include "analysis.h"

void finding_slow_path(struct analysis *a);
void finding_governor_delay(struct analysis *a);
void finding_pcc_write(struct analysis *a);
void finding_rate_limit(struct analysis *a);
void finding_low_request(struct analysis *a);
void finding_delivered_lag(struct analysis *a);
void finding_invariance(struct analysis *a);
void finding_remote_wakeup(struct analysis *a);
void finding_efficiency_floor(struct analysis *a);
void finding_mode(struct analysis *a);

/* ratio - @num / @den, NAN when @den is 0 */
static inline double ratio(double num, double den)
{
	return den ? num / den : NAN;
}

/* us - a percentile of @d in microseconds, NAN when @d is empty */
static inline double dist_us(struct dist *d, double p)
{
	uint64_t v;

	return dist_percentile(d, p, &v) < 0 ? NAN : (double)v / 1e3;
}

#endif
