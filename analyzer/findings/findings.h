/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The findings of DESIGN.md section 4, one file each.  Each looks at the
 * finished analysis and adds itself (finding_add) when its mechanism's
 * signature is in the data, with the numbers that show it.
 */
#ifndef PT_FINDINGS_H
#define PT_FINDINGS_H

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

#endif
