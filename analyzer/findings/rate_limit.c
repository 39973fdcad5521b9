// SPDX-License-Identifier: GPL-2.0
#include "findings.h"

void finding_rate_limit(struct analysis *a)
{
	(void)a;
}
