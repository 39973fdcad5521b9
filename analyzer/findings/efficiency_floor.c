// SPDX-License-Identifier: GPL-2.0
#include "findings.h"

void finding_efficiency_floor(struct analysis *a)
{
	(void)a;
}
