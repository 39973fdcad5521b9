// SPDX-License-Identifier: GPL-2.0
#include "findings.h"

void finding_delivered_lag(struct analysis *a)
{
	(void)a;
}
