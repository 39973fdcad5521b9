// SPDX-License-Identifier: GPL-2.0
#include "findings.h"

void finding_invariance(struct analysis *a)
{
	(void)a;
}
