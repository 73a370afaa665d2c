// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
//
// SoC profiles: which chip's dtype lists the operators enforce (docs/soc_profiles.md). The default profile is ours
// and accepts every dtype any chip accepts; the others reproduce CANN's lists so a call that would fail
// on that chip fails here too. Chosen by aclInit's JSON ({"soc_version": "Ascend910B"}) or by the
// environment variable ACLNN_PORTABLE_SOC_VERSION (read when aclInit runs, or at first use).
#ifndef ACLP_RUNTIME_SOC_PROFILE_H_
#define ACLP_RUNTIME_SOC_PROFILE_H_

#include "acl/acl_base.h"
#include "common/export.h"

namespace aclp {

enum class SocProfile { kDefault, kAscend910, kAscend910B, kAscend910_93, kAscend950 };

ACLP_EXPORT SocProfile CurrentSocProfile();
ACLP_EXPORT const char *CurrentSocName();
ACLP_EXPORT const char *SocProfileName(SocProfile profile);  // "Ascend910B"; "CPU" for the default

// Reads aclInit's config file (nullptr or "" means none). Returns an ACL error code and sets the message.
ACLP_EXPORT aclError ApplyConfigFile(const char *configPath);

}  // namespace aclp

#endif  // ACLP_RUNTIME_SOC_PROFILE_H_
