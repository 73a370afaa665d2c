// Copyright 2026 The aclnn-portable Authors.
// SPDX-License-Identifier: Apache-2.0
#include "dumping.h"

#include <cctype>
#include <cstdio>
#include <fstream>
#include <string>

#include <nlohmann/json.hpp>

#include "dtypes.h"
#include "operator_def.h"

namespace accuracy {

bool DumpCase(const TestCase &c, const RunOptions &options, const OpDef &op, const GoldenContext &golden,
              const std::vector<aclScalar *> &scalars, const Binding &b)
{
    std::string stem = c.file + "_" + std::to_string(c.id);
    for (char &ch : stem) {
        ch = std::isalnum(static_cast<unsigned char>(ch)) ? ch : '_';
    }
    auto write = [&](const std::string &name, const std::vector<uint8_t> &bytes) {
        std::ofstream f(options.dumpDir + "/" + name, std::ios::binary);
        f.write(reinterpret_cast<const char *>(bytes.data()), static_cast<std::streamsize>(bytes.size()));
        if (!f) {
            throw CaseFailure("cannot write " + options.dumpDir + "/" + name);
        }
    };
    nlohmann::json manifest;
    manifest["case"] = c.file + "#" + std::to_string(c.id);
    manifest["op"] = op.aclnnName;
    for (size_t k = 0; k < b.inputs.size(); ++k) {
        const bool bits = static_cast<int>(k) == op.bitsInput;
        const std::string file = stem + ".in" + std::to_string(k) + ".bin";
        write(file, DenseView(b.inputs[k], b.inputs[k].Storage(), bits));
        manifest["inputs"].push_back({{"name", b.inputs[k].spec.name},
                                      {"dtype", bits ? "UINT1" : DtypeName(b.inputs[k].spec.dtype)},
                                      {"shape", b.inputs[k].spec.shape},
                                      {"file", file}});
    }
    manifest["scalars"] = nlohmann::json::array();
    for (size_t k = 0; k < scalars.size(); ++k) {
        char value[64];
        std::snprintf(value, sizeof(value), "%.17g", golden.scalars[k].real);
        manifest["scalars"].push_back({{"name", op.scalarInputs[k][0]},
                                       {"dtype", DtypeName(golden.scalars[k].dtype)},
                                       {"value", value},
                                       {"null", scalars[k] == nullptr}});
    }
    for (size_t k = 0; k < b.outputs.size(); ++k) {
        const std::string file = stem + ".out" + std::to_string(k) + ".bin";
        write(file, DenseView(b.outputs[k], b.outputs[k].ResultStorage(), OutputIsBits(b, op, k)));
        manifest["outputs"].push_back({{"name", b.outputs[k].spec.name},
                                       {"dtype", OutputIsBits(b, op, k) ? "UINT1" : DtypeName(b.outputs[k].spec.dtype)},
                                       {"shape", b.outputs[k].spec.shape},
                                       {"file", file}});
    }
    std::ofstream f(options.dumpDir + "/" + stem + ".json");
    f << manifest.dump() << "\n";
    return static_cast<bool>(f);
}

}  // namespace accuracy
