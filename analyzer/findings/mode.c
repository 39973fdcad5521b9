// SPDX-License-Identifier: GPL-2.0
#include "findings.h"

void finding_mode(struct analysis *a)
{
	(void)a;
}
