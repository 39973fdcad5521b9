// SPDX-License-Identifier: GPL-2.0
#include "findings.h"

void finding_governor_delay(struct analysis *a)
{
	(void)a;
}
