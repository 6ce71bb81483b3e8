"""Models from code: the registered `generator`. `tasks.core.registry` logs this file with the checkpoint; MLflow runs
it when the model loads, and it names the model (`tasks.core.logged_models.pyfuncs.GeneratorModel`: inputs, outputs,
artifacts there). Never import it: it sets MLflow's global code model.
"""

import mlflow

from tasks.core.logged_models.pyfuncs import GeneratorModel

mlflow.models.set_model(GeneratorModel())
