// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#include "runtime/soc_profile.h"

#include <atomic>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <nlohmann/json.hpp>
#include <string>

#include <sys/stat.h>

#include "runtime/device_memory.h"
#include "runtime/error_message.h"

namespace aclp {
namespace {

constexpr const char *kEnvVar = "ACLNN_PORTABLE_SOC_VERSION";
constexpr const char *kStrictEnvVar = "ACLNN_PORTABLE_STRICT_DEVICE";

struct ProfileName {
    SocProfile profile;
    const char *name;
};

constexpr ProfileName kProfiles[] = {
    {SocProfile::kDefault, "CPU"},           {SocProfile::kAscend910, "Ascend910"},
    {SocProfile::kAscend910B, "Ascend910B"}, {SocProfile::kAscend910_93, "Ascend910_93"},
    {SocProfile::kAscend950, "Ascend950"},
};

bool ParseProfile(const std::string &name, SocProfile *profile)
{
    for (const ProfileName &p : kProfiles) {
        if (name == p.name) {
            *profile = p.profile;
            return true;
        }
    }
    return false;
}

std::string KnownNames()
{
    std::string names;
    for (const ProfileName &p : kProfiles) {
        names += names.empty() ? "" : ", ";
        names += p.name;
    }
    return names;
}

SocProfile FromEnvironment()
{
    const char *value = std::getenv(kEnvVar);
    SocProfile profile = SocProfile::kDefault;
    if (value != nullptr && *value != '\0' && !ParseProfile(value, &profile)) {
        profile = SocProfile::kDefault;  // reported by aclInit; operators fall back to the default
    }
    return profile;
}

std::atomic<int> gProfile{-1};  // -1: not decided yet

}  // namespace

SocProfile CurrentSocProfile()
{
    int value = gProfile.load(std::memory_order_relaxed);
    if (value < 0) {
        value = static_cast<int>(FromEnvironment());
        gProfile.store(value, std::memory_order_relaxed);
    }
    return static_cast<SocProfile>(value);
}

const char *SocProfileName(SocProfile profile)
{
    for (const ProfileName &p : kProfiles) {
        if (p.profile == profile) {
            return p.name;
        }
    }
    return "CPU";
}

const char *CurrentSocName()
{
    return SocProfileName(CurrentSocProfile());
}

aclError ApplyConfigFile(const char *configPath)
{
    SocProfile profile = SocProfile::kDefault;
    const char *env = std::getenv(kEnvVar);
    if (env != nullptr && *env != '\0' && !ParseProfile(env, &profile)) {
        SetErrorMessage("aclInit: %s=\"%s\" is not a SoC profile; known: %s", kEnvVar, env, KnownNames().c_str());
        return ACL_ERROR_INVALID_PARAM;
    }
    bool strict = false;
    const char *strictEnv = std::getenv(kStrictEnvVar);
    if (strictEnv != nullptr && *strictEnv != '\0') {
        if (std::strcmp(strictEnv, "0") != 0 && std::strcmp(strictEnv, "1") != 0) {
            SetErrorMessage("aclInit: %s=\"%s\" must be 0 or 1", kStrictEnvVar, strictEnv);
            return ACL_ERROR_INVALID_PARAM;
        }
        strict = *strictEnv == '1';
    }
    if (configPath != nullptr && *configPath != '\0') {
        struct stat info {};
        if (stat(configPath, &info) != 0 || !S_ISREG(info.st_mode)) {
            SetErrorMessage("aclInit: config file \"%s\" %s", configPath,
                            stat(configPath, &info) != 0 ? "cannot be opened" : "is not a regular file");
            return ACL_ERROR_INVALID_FILE;
        }
        std::ifstream file(configPath);
        if (!file) {
            SetErrorMessage("aclInit: cannot open config file \"%s\"", configPath);
            return ACL_ERROR_INVALID_FILE;
        }
        nlohmann::json config = nlohmann::json::parse(file, nullptr, /*allow_exceptions=*/false);
        if (config.is_discarded() || !config.is_object()) {
            SetErrorMessage("aclInit: config file \"%s\" is not a JSON object", configPath);
            return ACL_ERROR_PARSE_FILE;
        }
        auto soc = config.find("soc_version");
        if (soc != config.end()) {
            if (!soc->is_string() || !ParseProfile(soc->get<std::string>(), &profile)) {
                SetErrorMessage("aclInit: \"soc_version\" in \"%s\" must be one of: %s", configPath,
                                KnownNames().c_str());
                return ACL_ERROR_FILE_ATTR_INVALID;
            }
        }
        auto strictKey = config.find("strict_device_memory");
        if (strictKey != config.end()) {
            if (!strictKey->is_boolean()) {
                SetErrorMessage("aclInit: \"strict_device_memory\" in \"%s\" must be true or false", configPath);
                return ACL_ERROR_FILE_ATTR_INVALID;
            }
            strict = strictKey->get<bool>();
        }
    }
    gProfile.store(static_cast<int>(profile), std::memory_order_relaxed);
    SetStrictDeviceMemory(strict);
    return ACL_SUCCESS;
}

}  // namespace aclp
